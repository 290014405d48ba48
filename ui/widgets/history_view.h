#pragma once
// The "History" page: every judgement kept in the results database, newest first, filtered by problem,
// solution and day; selecting one lists its tests, selecting two compares them test by test (verdict,
// time and memory changes tinted), and an old one can be judged again with today's package. The
// database is read off the UI thread.
#include "store/results_store.h"

#include <QFutureWatcher>
#include <QWidget>

#include <utility>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace jd::ui {

class HistoryFilter;
class HistoryModel;
class JudgementComparisonModel;
class KeptSourceView;
class StoredTestsModel;

class HistoryView : public QWidget {
    Q_OBJECT
public:
    explicit HistoryView(QWidget* parent = nullptr);
    void setStorePath(const QString& path);
    HistoryModel* model() const { return judgements_; }
    HistoryFilter* filter() const { return filter_; }
    StoredTestsModel* testsModel() const { return tests_; }
    KeptSourceView* keptSource() const { return keptSource_; }
    JudgementComparisonModel* comparisonModel() const { return comparison_; }
    QTableView* judgementTable() const { return judgementTable_; }

    // Compares two stored judgements (the older one first, whichever order they are given in).
    void compare(qint64 first, qint64 second);
    void compareSelected();
    // Asks for the selected judgement's solution to be judged again; when that judgement is stored
    // (judgementStored), the two are compared and selected.
    void rejudgeSelected();
    // Asks whether to forget the selected judgements, and does (Delete, or the table's context menu).
    void forgetSelected();
    // Removes these judgements from the results database with the kept files nothing else uses, off the UI thread;
    // the list is read again and says what was removed.
    void forget(const QList<qint64>& ids);

public slots:
    void refresh();
    // A judgement was just stored: listed, and compared with the one it judged again, if it did.
    void judgementStored(qint64 id);

signals:
    void comparisonShown();
    // Judgements were forgotten (and the list read again).
    void judgementsForgotten(int count);
    // Judge this submission again with the package as it is now.
    void rejudgeRequested(const QString& problemDirectory, const QString& submission);
    // The same for a submission edited or removed since `judgement`: its kept copy is judged, as those files.
    void keptCopyRejudgeRequested(const QString& problemDirectory, const jd::store::StoredJudgement& judgement);

private:
    struct Loaded {
        QList<store::StoredJudgement> judgements;
        std::optional<store::StoredJudgement> one; // with its tests
        std::optional<store::StoredJudgement> other;
        QString error;
        QString digestNow; // of `one`'s sources as they are now
    };
    void showSelected();
    void selectionChanged();
    void fillProblems();
    void compareWithRejudged(qint64 stored);
    // The selected judgement, when its details are read and its source is no longer what was judged but a copy
    // of that was kept: judging it again judges the copy.
    const store::StoredJudgement* rejudgedFromCopy() const;

    struct Rejudge {
        qint64 from = 0;
        QString problem, submission;
    };
    std::optional<Rejudge> rejudging_; // asked for, its judgement not stored yet
    struct Forgetting {
        store::ResultsStore::Forgotten forgotten;
        QString error;
    };
    QFutureWatcher<Forgetting> forgetting_;
    QString afterListing_; // said after the count of the next listing (what forgetting did)
    // The judgement whose details are shown (read off the UI thread), and the digest of its files as they are now.
    std::optional<store::StoredJudgement> shown_;
    QString shownDigestNow_;
    qint64 storedToCompare_ = 0; // stored, waiting for the listing that holds it
    bool listAgain_ = false;     // something was stored while a listing ran

    QString storePath_;
    HistoryModel* judgements_;
    HistoryFilter* filter_;
    StoredTestsModel* tests_;
    JudgementComparisonModel* comparison_;
    QLabel* summary_;
    QComboBox* problem_;
    QLineEdit* solution_;
    QCheckBox* sinceEnabled_;
    QDateEdit* since_;
    QPushButton* compare_;
    QPushButton* rejudge_;
    QTableView* judgementTable_;
    QTabWidget* details_;
    KeptSourceView* keptSource_;
    QLabel* comparisonSummary_;
    QAction* forgetAction_;
    std::vector<std::pair<QPushButton*, QAction*>> buttonActions_; // the context menu's twins of the buttons
    QFutureWatcher<Loaded> listing_, detailsLoading_, comparing_;
};

} // namespace jd::ui
