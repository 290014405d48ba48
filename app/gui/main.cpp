#include "widgets/main_window.h"

#include <QApplication>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("JudgeDesk");
    QApplication::setApplicationVersion(QStringLiteral(JUDGEDESK_VERSION));
    QApplication::setDesktopFileName("judgedesk");
    jd::ui::MainWindow window;
    window.show();
    return app.exec();
}
