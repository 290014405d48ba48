#pragma once
// The judging page: choose a problem and a solution (shown highlighted, and editable), judge it, and
// watch the verdicts arrive test by test with a live CPU and memory graph; select a test to see its
// graph, its output's diff against the answer, and the checker's and the program's words.
#include "judge/interaction.h"
#include "judge/output_diff.h"
#include "judge/verdict.h"
#include "models/live_runs.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QTableView;
class QTabWidget;
class QTemporaryDir;
class QTreeView;

namespace jd::judge {
struct JudgeReport;
struct TestOutcome;
} // namespace jd::judge
namespace jd::problem {
struct Problem;
}
namespace jd::store {
struct StoredJudgement;
}

namespace jd::ui {

class DiffModel;
class JudgingController;
class JudgingModel;
class ResourceChart;
class RunSparklines;
class SideBySideView;
class CustomInputDialog;
class SourceEditor;
class TranscriptModel;

class JudgingView : public QWidget {
    Q_OBJECT
public:
    explicit JudgingView(JudgingController* controller, QWidget* parent = nullptr);
    ~JudgingView() override;

    void openProblem(const QString& path);
    void setSources(const QStringList& sources);
    // Saves the shown source when it was edited; false (with the reason shown) when it cannot be.
    bool saveSource();
    void startJudging();
    // Runs the selected test again with the solution shown (its other results stand).
    void rerunSelectedTest();
    // Judges the chosen solution as soon as the problem being opened is read.
    void judgeWhenOpen() { judgeWhenOpen_ = true; }
    // Judges the copy of the sources kept with `judgement` on the problem at `problemDirectory` as it is now, the
    // copy recorded as the files it was taken from: the same source, whatever became of the files since. The copy
    // is shown read-only until another source is chosen; what fails is said on the page.
    void judgeKeptCopy(const QString& problemDirectory, const store::StoredJudgement& judgement);
    // The files judged, re-run and run on custom input: the chosen ones, or the kept copy being judged.
    QStringList judgedSources() const;
    // A run made elsewhere (a cell of the solutions matrix): its tests, with `test` selected.
    void showReport(const judge::JudgeReport& report, const QString& source, const QString& test);
    JudgingModel* model() const { return model_; }

private:
    // The tabs that show the chosen test (judging_view_details.cpp).
    void buildDetailTabs();
    struct TestDetails {
        QString test;
        std::optional<judge::OutputDiff> diff;
        std::optional<judge::Transcript> transcript; // interactive tests
        QString diffError, transcriptError, errorHead;
    };

    void chooseProblem();
    void chooseSources();
    void problemOpened(const problem::Problem& problem);
    void judgingStarted(const QString& description);
    void testFinished(const judge::TestOutcome& outcome, int done, int total);
    void samplesArrived(const QList<session::TestSamples>& batch);
    void showRunning();
    void fitColumns();
    void judgingFinished(const judge::JudgeReport& report);
    void testsRerun(const judge::JudgeReport& report);
    void failed(const QString& message);
    void showSelectedTest();
    QWidget* tabExplaining(judge::Verdict verdict) const;
    void showDetails(const TestDetails& details);
    void setBusy(bool busy);
    // Shows the sources named (the files, or what a kept copy is a copy of) and the first in the editor.
    void showSources(const QStringList& shown, const QString& firstFile);

    JudgingController* controller_;
    JudgingModel* model_;
    DiffModel* diffModel_;
    TranscriptModel* transcriptModel_;
    QLineEdit* problemPath_;
    QLineEdit* sourcePaths_;
    QLabel* keptCopyNote_; // says the source judged is a kept copy, when it is
    QLabel* sourceNote_; // says how a source that is not UTF-8, or cannot be saved as read, is shown and saved
    QComboBox* language_;
    QPushButton* judgeButton_;
    QPushButton* cancelButton_;
    QCheckBox* recordInteractions_;
    QProgressBar* progress_;
    QLabel* summary_;
    QTreeView* tree_;
    QTabWidget* details_;
    SourceEditor* source_;
    ResourceChart* chart_;
    RunSparklines* sparklines_;
    SideBySideView* sideBySide_;
    CustomInputDialog* customInput_ = nullptr; // made when first asked for
    QScrollArea* sparklineArea_ = nullptr;
    QLabel* firstDifference_;
    QTableView* diffTable_;
    QLabel* transcriptNote_;
    QTableView* transcriptTable_;
    QPlainTextEdit* messages_;
    QFutureWatcher<TestDetails> detailsWatcher_;
    LiveRuns live_;
    QString pickedTest_; // the test the user selected during this judging: the graph stays on it
    bool judgeWhenOpen_ = false;
    // The field names the problem open; one opened from elsewhere (a cell of the contest board) replaces what it
    // said, a reload of the same one (perhaps typed as its archive) does not.
    bool openingFromField_ = false;
    QString openDirectory_;
    bool interactive_ = false; // the open problem's
    struct KeptCopy {
        QStringList copies, originals;
        std::unique_ptr<QTemporaryDir> directory;
        bool choseLanguage = false; // the language it was judged in, which the file name does not say
    };
    std::optional<KeptCopy> keptCopy_; // being judged instead of the files the field names
};

} // namespace jd::ui
