#pragma once
// The tests by what they reject (judge/test_strength.h): how many of the wrong solutions each rejects,
// which, and those it alone rejects; tests that reject nothing stand out.
#include "judge/test_strength.h"

#include <QAbstractTableModel>

namespace jd::ui {

class TestStrengthModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Test, Rejects, Which, Alone, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit TestStrengthModel(QObject* parent = nullptr);

    void setStrength(const QStringList& tests, const judge::TestStrength& strength);
    const judge::TestStrength& strength() const { return strength_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList tests_;
    judge::TestStrength strength_;
    QHash<QString, QStringList> alone_; // test → the wrong solutions only it rejects
};

} // namespace jd::ui
