#pragma once
// For the cold-start benchmark: once `window` has painted, prints "painted" on stdout (where the
// benchmark's clock stops) and quits.
#include <QObject>

class QWidget;

class QuitAfterFirstPaint : public QObject {
public:
    explicit QuitAfterFirstPaint(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool painted_ = false;
};
