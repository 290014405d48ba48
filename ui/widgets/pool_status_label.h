#pragma once
// The status bar's sandbox pool figures, read once a second while shown: a line, the figures of each
// pool in the tooltip, tinted at moderate and high load.
#include "protocol/pools/pool_figures.h"

#include <QLabel>
#include <QTimer>

#include <functional>

namespace jd::ui {

class PoolStatusLabel : public QLabel {
    Q_OBJECT
public:
    using Source = std::function<std::vector<protocol::PoolStats>()>;
    explicit PoolStatusLabel(Source source, QWidget* parent = nullptr);
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    Source source_;
    QTimer timer_;
};

} // namespace jd::ui
