#include "bundled_fonts.h"
#include "first_paint.h"
#include "widgets/color_theme.h"
#include "widgets/judging_view.h"
#include "widgets/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    Q_INIT_RESOURCE(resources); // compiled into the static judgedesk-ui, which the linker would drop
    QApplication::setApplicationName("JudgeDesk");
    QApplication::setOrganizationName("JudgeDesk"); // QSettings: ~/.config/JudgeDesk/JudgeDesk.conf
    QApplication::setApplicationVersion(QStringLiteral(JUDGEDESK_VERSION));
    QApplication::setDesktopFileName("io.github.judgedesk.JudgeDesk");
    QApplication::setWindowIcon(QIcon(":/judgedesk/icons/judgedesk.svg"));
    useBundledFontsWhereTheHostHasNone();

    // The user's language where JudgeDesk has it (English plural forms otherwise), and Qt's own dialogs too.
    QTranslator qtTranslator, translator;
    if (qtTranslator.load(QLocale(), "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    if (translator.load(QLocale(), "judgedesk", "_", ":/judgedesk/i18n") ||
        translator.load("judgedesk_en", ":/judgedesk/i18n"))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription("JudgeDesk: judge programming-contest solutions on this workstation.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"judge", "Judge the given solution as soon as the problem is open."});
    QCommandLineOption quitAfterFirstPaint("quit-after-first-paint"); // the cold-start benchmark's
    quitAfterFirstPaint.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(quitAfterFirstPaint);
    parser.addPositionalArgument(
        "path",
        "A problem package to open; a contest folder opens on the Contest page, any other folder as the workspace.",
        "[PATH]");
    parser.addPositionalArgument("solution", "The solution's source file(s).", "[SOLUTION...]");
    parser.process(app);

    if (const auto theme = jd::ui::savedColorTheme(); theme != jd::ui::ColorTheme::System)
        jd::ui::applyColorTheme(theme);
    jd::ui::MainWindow window;
    if (parser.isSet(quitAfterFirstPaint)) new QuitAfterFirstPaint(&window); // owned by the window
    window.show();
    const QStringList arguments = parser.positionalArguments();
    if (!arguments.isEmpty()) {
        jd::ui::JudgingView* view = window.judgingView();
        if (arguments.size() > 1) view->setSources(arguments.mid(1));
        if (parser.isSet("judge") && arguments.size() > 1) view->judgeWhenOpen();
        window.openPath(arguments.first());
    }
    return app.exec();
}
