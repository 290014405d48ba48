#include "tests_model.h"

#include "common/units.h"
#include "verdict_style.h"

#include <QColor>
#include <QDateTime>
#include <QFileInfo>

namespace jd::ui {

struct TestsModel::Node {
    bool group = false;
    QString name; // the test's or the group's, below data/
    problem::TestCase test;
    std::optional<double> points;
    qint64 inputBytes = -1, answerBytes = -1; // -1: missing
    QDateTime inputModified;                  // a validator's word holds for the input it read, not an edited one
    Node* parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;
};

namespace {

QString lastPart(const QString& name) { return name.section('/', -1); }

// Those of its groups too: a group of groups (Polygon's, a package's secret/) holds their tests.
template <typename Node> int testsBelow(const Node& node) {
    int count = 0;
    for (const auto& child : node.children)
        count += child->group ? testsBelow(*child) : 1;
    return count;
}

QString sizeText(qint64 bytes) {
    return bytes < 0 ? TestsModel::tr("missing") : QString::fromStdString(formatBytes(uint64_t(bytes)));
}

} // namespace

void TestsModel::readSizes(Node& node) {
    const QFileInfo input(node.test.input), answer(node.test.answer);
    node.inputBytes = input.exists() ? input.size() : -1;
    node.answerBytes = answer.exists() ? answer.size() : -1;
    node.inputModified = input.lastModified();
}

TestsModel::TestsModel(QObject* parent)
    : QAbstractItemModel(parent)
    , root_(std::make_unique<Node>()) {}

TestsModel::~TestsModel() = default;

void TestsModel::setProblem(const problem::Problem& problem) {
    beginResetModel();
    if (problem.directory != directory_) generated_.clear(); // what regenerating did is kept across a reread
    directory_ = problem.directory;
    root_ = std::make_unique<Node>();
    root_->group = true;
    testsByName_.clear();
    groupsByName_.clear();
    tests_ = 0;
    for (const problem::TestGroup& group : problem.data.groups)
        addGroup(root_.get(), group);
    // Tests right in data/ (rare, legacy) sit at the top.
    for (const problem::TestCase& test : problem.data.tests) {
        auto node = std::make_unique<Node>();
        node->name = test.name;
        node->test = test;
        node->parent = root_.get();
        node->row = int(root_->children.size());
        readSizes(*node);
        testsByName_.insert(test.name, node.get());
        root_->children.push_back(std::move(node));
        ++tests_;
    }
    endResetModel();
}

void TestsModel::addGroup(Node* parent, const problem::TestGroup& group) {
    auto node = std::make_unique<Node>();
    node->group = true;
    node->name = group.name;
    node->points = group.maximumScore();
    node->parent = parent;
    node->row = int(parent->children.size());
    groupsByName_.insert(group.name, node.get());
    Node* raw = node.get();
    parent->children.push_back(std::move(node));
    for (const problem::TestCase& test : group.tests) {
        auto child = std::make_unique<Node>();
        child->name = test.name;
        child->test = test;
        child->points = test.points;
        child->parent = raw;
        child->row = int(raw->children.size());
        readSizes(*child);
        testsByName_.insert(test.name, child.get());
        raw->children.push_back(std::move(child));
        ++tests_;
    }
    for (const problem::TestGroup& subgroup : group.groups)
        addGroup(raw, subgroup);
}

void TestsModel::setVerdicts(const QHash<QString, judge::Verdict>& verdicts) {
    verdicts_ = verdicts;
    for (Node* node : std::as_const(testsByName_)) {
        const QModelIndex cell = createIndex(node->row, LastVerdict, node);
        emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::BackgroundRole});
    }
}

void TestsModel::setInputCheck(const judge::InputCheck& check) {
    Node* node = testsByName_.value(check.test);
    if (!node) return;
    inputChecks_.insert(check.test, {check, node->inputModified});
    const QModelIndex cell = createIndex(node->row, Validity, node);
    emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole});
}

void TestsModel::clearInputChecks() {
    inputChecks_.clear();
    for (Node* node : std::as_const(testsByName_)) {
        const QModelIndex cell = createIndex(node->row, Validity, node);
        emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole});
    }
}

void TestsModel::setRecipes(const problem::TestRecipes& recipes) {
    recipes_.clear();
    for (const problem::TestRecipe& recipe : recipes.recipes)
        recipes_.insert(recipe.test, recipe.command());
    for (Node* node : std::as_const(testsByName_)) {
        const QModelIndex cell = createIndex(node->row, Generator, node);
        emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole});
    }
}

void TestsModel::setGeneration(const judge::GeneratedTest& generated) {
    generated_.insert(generated.test, generated);
    if (Node* node = testsByName_.value(generated.test)) {
        const QModelIndex cell = createIndex(node->row, Generator, node);
        emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole});
    }
}

QModelIndex TestsModel::indexOfTest(const QString& name) const {
    Node* node = testsByName_.value(name);
    return node ? createIndex(node->row, 0, node) : QModelIndex();
}

QModelIndex TestsModel::indexOfGroup(const QString& name) const {
    Node* node = groupsByName_.value(name);
    return node ? createIndex(node->row, 0, node) : QModelIndex();
}

QStringList TestsModel::groupNames() const {
    QStringList names;
    std::vector<const Node*> pending{root_.get()};
    while (!pending.empty()) {
        const Node* node = pending.back();
        pending.pop_back();
        if (node != root_.get()) names << node->name;
        for (auto it = node->children.rbegin(); it != node->children.rend(); ++it)
            if ((*it)->group) pending.push_back(it->get());
    }
    return names;
}

TestsModel::Node* TestsModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : root_.get();
}

QModelIndex TestsModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount || (parent.isValid() && parent.column() != 0)) return {};
    Node* holder = nodeOf(parent);
    if (row >= int(holder->children.size())) return {};
    return createIndex(row, column, holder->children[size_t(row)].get());
}

QModelIndex TestsModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    Node* parent = nodeOf(child)->parent;
    if (!parent || parent == root_.get()) return {};
    return createIndex(parent->row, 0, parent);
}

int TestsModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    return int(nodeOf(parent)->children.size());
}

int TestsModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant TestsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const Node* node = nodeOf(index);
    switch (role) {
    case TestNameRole: return node->group ? QString() : node->name;
    case GroupNameRole: return node->group ? node->name : node->parent->name;
    case IsGroupRole: return node->group;
    case InputFileRole: return node->test.input;
    case AnswerFileRole: return node->test.answer;
    case GeneratorCommandRole: return node->group ? QString() : recipes_.value(node->name);
    default: break;
    }
    if (node->group) {
        if (role == Qt::DisplayRole && index.column() == Name) return lastPart(node->name);
        if (role == Qt::DisplayRole && index.column() == Points && node->points) return QString::number(*node->points);
        if (role == Qt::ToolTipRole && index.column() == Points && node->points)
            return tr("What the group is worth, as the package says");
        if (role == Qt::DisplayRole && index.column() == InputSize) return tr("%n test(s)", nullptr, testsBelow(*node));
        return {};
    }
    const auto verdict = verdicts_.find(node->name);
    const auto checked = inputChecks_.find(node->name);
    if (index.column() == Validity && checked != inputChecks_.end() && checked->inputModified == node->inputModified) {
        const judge::InputCheck& check = checked->check;
        const bool valid = check.validity == judge::InputValidity::Valid;
        if (role == Qt::DisplayRole) {
            if (valid) return QStringLiteral("✓");
            const QString firstLine = check.message.section('\n', 0, 0);
            return check.validity == judge::InputValidity::Invalid ? QStringLiteral("✗ %1").arg(firstLine)
                                                                   : tr("validator failed: %1").arg(firstLine);
        }
        if (role == Qt::ToolTipRole)
            return valid ? tr("Valid for %1").arg(check.validator)
                         : QStringLiteral("%1: %2").arg(check.validator, check.message);
        if (role == Qt::ForegroundRole) return valid ? QColor(Qt::darkGreen) : QColor(Qt::darkRed);
    }
    if (index.column() == Generator) {
        const auto generated = generated_.find(node->name);
        const bool failed = generated != generated_.end() && (generated->input == judge::FileOutcome::Failed ||
                                                              generated->answer == judge::FileOutcome::Failed);
        if (role == Qt::DisplayRole) return recipes_.value(node->name);
        if (role == Qt::ForegroundRole && failed) return QColor(Qt::darkRed);
        if (role == Qt::ToolTipRole && generated != generated_.end())
            return tr("Input %1, answer %2%3")
                .arg(judge::fileOutcomeName(generated->input), judge::fileOutcomeName(generated->answer),
                     generated->message.isEmpty() ? QString() : QStringLiteral("\n") + generated->message);
        if (role == Qt::ToolTipRole && recipes_.contains(node->name)) return tr("Made by this generator command");
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name: return lastPart(node->name);
        case Sample: return node->test.sample ? tr("sample") : QString();
        case Points: return node->points ? QString::number(*node->points) : QString();
        case InputSize: return sizeText(node->inputBytes);
        case AnswerSize: return sizeText(node->answerBytes);
        case LastVerdict: return verdict == verdicts_.end() ? QString() : judge::verdictCode(*verdict);
        }
    }
    if (role == Qt::BackgroundRole && index.column() == LastVerdict && verdict != verdicts_.end())
        return verdictColor(*verdict);
    if (role == Qt::ToolTipRole && index.column() == Name) return node->name;
    if (role == Qt::TextAlignmentRole && (index.column() == InputSize || index.column() == AnswerSize))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant TestsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Name: return tr("Test");
    case Sample: return tr("Sample");
    case Points: return tr("Points");
    case InputSize: return tr("Input");
    case AnswerSize: return tr("Answer");
    case Generator: return tr("Generator");
    case Validity: return tr("Validator");
    case LastVerdict: return tr("Last verdict");
    }
    return {};
}

} // namespace jd::ui
