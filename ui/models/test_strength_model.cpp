#include "test_strength_model.h"

#include <QColor>
#include <QFont>

namespace jd::ui {

TestStrengthModel::TestStrengthModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void TestStrengthModel::setStrength(const QStringList& tests, const judge::TestStrength& strength) {
    beginResetModel();
    tests_ = tests;
    strength_ = strength;
    alone_.clear();
    for (auto it = strength.onlyRejectedBy.begin(); it != strength.onlyRejectedBy.end(); ++it)
        alone_[it.value()] << it.key();
    endResetModel();
}

int TestStrengthModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(tests_.size()); }
int TestStrengthModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TestStrengthModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= tests_.size()) return {};
    const QString& test = tests_[index.row()];
    const QStringList rejected = strength_.rejects.value(test);
    const QStringList alone = alone_.value(test);
    if (role == Qt::ForegroundRole && rejected.isEmpty() && !strength_.wrongSubmissions.isEmpty())
        return QColor(Qt::darkRed);
    if (role == Qt::FontRole && !alone.isEmpty()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == SortRole && index.column() == Rejects) return int(rejected.size());
    if (role == SortRole && index.column() == Alone) return int(alone.size());
    if (role != Qt::DisplayRole && role != SortRole) return {};
    switch (index.column()) {
    case Test: return test;
    case Rejects:
        return strength_.wrongSubmissions.isEmpty()
                   ? QString()
                   : QStringLiteral("%1 of %2").arg(rejected.size()).arg(strength_.wrongSubmissions.size());
    case Which: return rejected.isEmpty() ? tr("none") : rejected.join(QStringLiteral(", "));
    case Alone: return alone.join(QStringLiteral(", "));
    }
    return {};
}

QVariant TestStrengthModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Test: return tr("Test");
    case Rejects: return tr("Rejects");
    case Which: return tr("Wrong solutions it rejects");
    case Alone: return tr("Only this test rejects");
    }
    return {};
}

} // namespace jd::ui
