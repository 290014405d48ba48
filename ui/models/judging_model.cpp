#include "judging_model.h"

#include "formatting.h"
#include "verdict_style.h"

#include <QLocale>

#include <functional>

namespace jd::ui {

struct JudgingModel::Node {
    Node* parent = nullptr;
    int row = 0;
    bool group = false;
    QString name;                 // the group's or test's name relative to its parent
    problem::TestCase test;       // tests only
    judge::TestOutcome outcome;   // tests only
    judge::GroupOutcome grouped;  // groups only, once the report is in
    std::optional<double> points; // what the test or group is worth, when the package says
    std::vector<std::unique_ptr<Node>> children;

    Node* add(std::unique_ptr<Node> child) {
        child->parent = this;
        child->row = static_cast<int>(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
};

namespace {

// "secret/group1/05" below "secret/group1" shows as "05".
QString relativeName(const QString& name, const QString& parent) {
    if (!parent.isEmpty() && name.startsWith(parent + '/')) return name.mid(parent.size() + 1);
    return name;
}

} // namespace

JudgingModel::JudgingModel(QObject* parent)
    : QAbstractItemModel(parent)
    , root_(std::make_unique<Node>()) {
    root_->group = true;
}

JudgingModel::~JudgingModel() = default;

void JudgingModel::setProblem(const problem::Problem& problem) {
    beginResetModel();
    dialect_ = problem.dialect.dialect;
    root_ = std::make_unique<Node>();
    root_->group = true;
    tests_.clear();
    finished_ = 0;
    // data/ itself is not shown: its groups (sample, secret) are the top rows.
    std::function<void(Node*, const problem::TestGroup&)> addGroup = [&](Node* node, const problem::TestGroup& group) {
        for (const auto& test : group.tests) {
            auto child = std::make_unique<Node>();
            child->name = relativeName(test.name, group.name);
            child->test = test;
            child->outcome.test = test.name;
            child->points = test.points;
            tests_.insert(test.name, node->add(std::move(child)));
        }
        for (const auto& subgroup : group.groups) {
            auto child = std::make_unique<Node>();
            child->group = true;
            child->name = relativeName(subgroup.name, group.name);
            child->grouped.group = subgroup.name;
            addGroup(node->add(std::move(child)), subgroup);
        }
    };
    addGroup(root_.get(), problem.data);
    endResetModel();
}

void JudgingModel::setOutcome(const judge::TestOutcome& outcome) {
    Node* node = tests_.value(outcome.test);
    if (!node) return;
    if (node->outcome.verdict == judge::Verdict::NotRun && outcome.verdict != judge::Verdict::NotRun) ++finished_;
    if (node->outcome.verdict != judge::Verdict::NotRun && outcome.verdict == judge::Verdict::NotRun) --finished_;
    node->outcome = outcome;
    emit dataChanged(indexOf(node, 0), indexOf(node, ColumnCount - 1));
}

void JudgingModel::applyGroup(Node* node, const judge::GroupOutcome& outcome) {
    node->grouped = outcome;
    for (const auto& test : outcome.tests)
        setOutcome(test);
    for (const auto& subgroup : outcome.groups)
        for (const auto& child : node->children)
            if (child->group && child->grouped.group == subgroup.group) applyGroup(child.get(), subgroup);
    if (node != root_.get()) emit dataChanged(indexOf(node, 0), indexOf(node, ColumnCount - 1));
}

void JudgingModel::setReport(const judge::JudgeReport& report) {
    for (const auto& test : report.tests)
        setOutcome(test);
    applyGroup(root_.get(), report.root);
}

QModelIndex JudgingModel::indexOfTest(const QString& name) const {
    const Node* node = tests_.value(name);
    return node ? indexOf(node, Name) : QModelIndex();
}

std::optional<judge::TestOutcome> JudgingModel::outcomeAt(const QModelIndex& index) const {
    if (!index.isValid() || nodeOf(index)->group) return std::nullopt;
    return nodeOf(index)->outcome;
}

JudgingModel::Node* JudgingModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : root_.get();
}

QModelIndex JudgingModel::indexOf(const Node* node, int column) const {
    if (node == root_.get()) return {};
    return createIndex(node->row, column, const_cast<Node*>(node));
}

QModelIndex JudgingModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) return {};
    const Node* node = nodeOf(parent);
    return indexOf(node->children[static_cast<size_t>(row)].get(), column);
}

QModelIndex JudgingModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    return indexOf(nodeOf(child)->parent, 0);
}

int JudgingModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    return static_cast<int>(nodeOf(parent)->children.size());
}

int JudgingModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant JudgingModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Node& node = *nodeOf(index);
    const judge::Verdict verdict = node.group ? node.grouped.verdict : node.outcome.verdict;
    switch (role) {
    case VerdictRole: return static_cast<int>(verdict);
    case TestNameRole: return node.group ? QString() : node.test.name;
    case OutputFileRole: return node.group ? QString() : node.outcome.outputFile;
    case AnswerFileRole: return node.group ? QString() : node.test.answer;
    case InputFileRole: return node.group ? QString() : node.test.input;
    case IsGroupRole: return node.group;
    case Qt::ToolTipRole:
        if (index.column() == Verdict) return judge::verdictName(verdict);
        if (index.column() == Message && !node.group)
            return node.outcome.explanation.isEmpty() ? node.outcome.message
                                                      : node.outcome.explanation + "\n\n" + node.outcome.message;
        return {};
    case Qt::BackgroundRole:
        return index.column() == Verdict && verdict != judge::Verdict::NotRun ? QVariant(verdictColor(verdict))
                                                                              : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == Time || index.column() == Memory || index.column() == Score)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole: break;
    default: return {};
    }
    const bool ran = verdict != judge::Verdict::NotRun;
    switch (index.column()) {
    case Name: return node.name.isEmpty() ? QStringLiteral("data") : node.name;
    case Verdict:
        // omegaUp's verdicts depend on the score: a case that earned part of it is PA there.
        if (dialect_ == problem::Dialect::OmegaUp)
            return judge::systemVerdict(verdict, node.group ? std::optional(node.grouped.score) : node.outcome.score,
                                        dialect_);
        return judge::verdictCode(verdict);
    case Time: return !node.group && ran ? formatSeconds(node.outcome.time) : QString();
    case Memory: return !node.group && ran ? formatMebibytes(node.outcome.memory) : QString();
    case Score:
        if (node.group) {
            if (!ran) return QString();
            return node.grouped.maxScore ? formatScore(node.grouped.score) + " / " + formatScore(*node.grouped.maxScore)
                                         : formatScore(node.grouped.score);
        }
        return node.outcome.score ? formatScore(*node.outcome.score) : QString();
    case Message:
        // Plain words first where the package's system says less than JudgeDesk saw.
        if (node.group) return QString();
        return node.outcome.explanation.isEmpty() ? node.outcome.message.section('\n', 0, 0) : node.outcome.explanation;
    }
    return {};
}

QVariant JudgingModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return testColumnTitle(section);
}

} // namespace jd::ui
