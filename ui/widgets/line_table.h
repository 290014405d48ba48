#pragma once
// Tables of text lines (a diff, a conversation) look alike wherever they are shown.
class QAbstractItemModel;
class QTableView;

namespace jd::ui {

// Compact rows, no grid, the small columns fitted to their contents and the last one, the text, taking the rest.
void showLinesIn(QTableView* table, QAbstractItemModel* model);

} // namespace jd::ui
