#pragma once
// The "History" page: every judgement kept in the results database, newest first; selecting one lists
// its tests. The database is read off the UI thread.
#include "store/results_store.h"

#include <QFutureWatcher>
#include <QWidget>

class QLabel;
class QTableView;

namespace jd::ui {

class HistoryModel;
class StoredTestsModel;

class HistoryView : public QWidget {
    Q_OBJECT
public:
    explicit HistoryView(QWidget* parent = nullptr);
    void setStorePath(const QString& path);
    HistoryModel* model() const { return judgements_; }
    StoredTestsModel* testsModel() const { return tests_; }

public slots:
    void refresh();

private:
    struct Loaded {
        QList<store::StoredJudgement> judgements;
        std::optional<store::StoredJudgement> one; // with its tests
        QString error;
    };
    void showSelected();

    QString storePath_;
    HistoryModel* judgements_;
    StoredTestsModel* tests_;
    QLabel* summary_;
    QTableView* judgementTable_;
    QFutureWatcher<Loaded> listing_, details_;
};

} // namespace jd::ui
