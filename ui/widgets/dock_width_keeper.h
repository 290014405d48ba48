#pragma once
// Keeps a dock panel at the width its user gave it. QMainWindow hands a dock's width to the central widget
// whenever the central widget asks for more (a problem's pages opening), which squeezed the workspace panel
// and cut every name in it; the panel only grows back when the user drags it. This remembers the width the
// user chose (a resize while the mouse button is down: a drag of the separator) and gives it back after
// such a change, as far as the window leaves room.
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace jd::ui {

class DockWidthKeeper : public QObject {
    Q_OBJECT
public:
    DockWidthKeeper(QMainWindow* window, QDockWidget* dock, int width);
    // After the central widget's content changed: the chosen width back, once the layout has settled.
    void restoreSoon();
    // The dock's width now is the one to keep (a restored layout).
    void adoptCurrentWidth();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* window_;
    QDockWidget* dock_;
    int width_;
};

} // namespace jd::ui
