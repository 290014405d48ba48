#pragma once
// The problem's test data for preparing it: groups with their tests, each with its sample flag,
// points, the sizes of its input and answer, the generator command that makes it and what its last run
// did, what the input validators said of it, and the verdict the last judging gave it.
#include "judge/input_validation.h"
#include "judge/test_generation.h"
#include "judge/verdict.h"
#include "problem/problem.h"
#include "problem/test_recipes.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QHash>

#include <memory>
#include <vector>

namespace jd::ui {

class TestsModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Name, Sample, Points, InputSize, AnswerSize, Generator, Validity, LastVerdict, ColumnCount };
    enum Role {
        TestNameRole = Qt::UserRole + 1,
        GroupNameRole,
        IsGroupRole,
        InputFileRole,
        AnswerFileRole,
        GeneratorCommandRole, // the recipe as written, empty for a test made by hand
    };

    explicit TestsModel(QObject* parent = nullptr);
    ~TestsModel() override;

    // Every group and test; the sizes are read from disk here (a stat per file).
    void setProblem(const problem::Problem& problem);
    // The verdicts of the last judging, by test name; tests it did not run show none.
    void setVerdicts(const QHash<QString, judge::Verdict>& verdicts);
    // What the input validators said of one test, as each is decided; cleared for a new validation.
    void setInputCheck(const judge::InputCheck& check);
    void clearInputChecks();
    // How the tests are made (kept across setProblem until set again), and what regenerating one did.
    void setRecipes(const problem::TestRecipes& recipes);
    void setGeneration(const judge::GeneratedTest& generated);
    QModelIndex indexOfTest(const QString& name) const;
    QModelIndex indexOfGroup(const QString& name) const;
    QStringList groupNames() const; // every group below data/, in order ("sample", "secret", "secret/g1")
    int testCount() const { return tests_; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    Node* nodeOf(const QModelIndex& index) const;
    void addGroup(Node* parent, const problem::TestGroup& group);
    static void readSizes(Node& node);

    std::unique_ptr<Node> root_;
    QHash<QString, Node*> testsByName_, groupsByName_;
    QHash<QString, judge::Verdict> verdicts_;
    struct InputCheckOf {
        judge::InputCheck check;
        QDateTime inputModified; // of the input the validator read
    };
    QHash<QString, InputCheckOf> inputChecks_;
    QHash<QString, QString> recipes_; // test -> command
    QHash<QString, judge::GeneratedTest> generated_;
    QString directory_; // of the problem shown
    int tests_ = 0;
};

} // namespace jd::ui
