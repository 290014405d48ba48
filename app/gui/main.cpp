#include "widgets/main_window.h"

#include <QApplication>
#include <QIcon>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    Q_INIT_RESOURCE(resources); // compiled into the static judgedesk-ui, which the linker would drop
    QApplication::setApplicationName("JudgeDesk");
    QApplication::setApplicationVersion(QStringLiteral(JUDGEDESK_VERSION));
    QApplication::setDesktopFileName("judgedesk");
    QApplication::setWindowIcon(QIcon(":/judgedesk/icons/judgedesk.svg"));
    jd::ui::MainWindow window;
    window.show();
    return app.exec();
}
