// The baseline of the cold-start benchmark: the least a Qt Widgets application does to paint a window,
// started and ended the same way as judgedesk --quit-after-first-paint.
#include "first_paint.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QLabel(QStringLiteral("Hello"), &window)); // owned by the window
    window.resize(1280, 800);
    new QuitAfterFirstPaint(&window); // owned by the window
    window.show();
    return app.exec();
}
