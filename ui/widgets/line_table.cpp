#include "line_table.h"

#include <QHeaderView>
#include <QTableView>

namespace jd::ui {

void showLinesIn(QTableView* table, QAbstractItemModel* model) {
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setShowGrid(false);
    table->setWordWrap(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 4);
}

} // namespace jd::ui
