#include "side_by_side_view.h"

#include "common/line_index.h"
#include "models/file_lines_model.h"

#include <QCheckBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QStyledItemDelegate>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace jd::ui {

struct SideBySideView::Loaded {
    std::optional<LineIndex> indexes[PaneCount];
    QString errors[PaneCount];
    std::optional<judge::Comparison> comparison;
    QString comparisonError;
};

namespace {

// One line: its number in a gutter, its text in a fixed-pitch font, the differing characters on a
// tinted background; whitespace drawn as visible marks on demand.
class LineDelegate : public QStyledItemDelegate {
public:
    LineDelegate(const QColor& markColour, const bool& whitespaceVisible, QObject* parent)
        : QStyledItemDelegate(parent)
        , markColour_(markColour)
        , whitespaceVisible_(whitespaceVisible) {}

    void setLongestLine(qint64 characters) { longest_ = characters; }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const QFontMetrics metrics(option.font);
        const int rows = index.model()->rowCount();
        const qint64 characters = std::min<qint64>(longest_, FileLinesModel::kMaxLineBytes + 24);
        return {gutterWidth(metrics, rows) + int(characters + 2) * metrics.horizontalAdvance(QLatin1Char('0')),
                metrics.height() + 2};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const QFontMetrics metrics(option.font);
        const QPalette& palette = option.palette;
        const QRect rect = option.rect;
        const bool focus = index.data(FileLinesModel::FocusRole).toBool();
        painter->fillRect(rect, focus ? blend(palette.color(QPalette::Base), markColour_, 0.18)
                                      : palette.color(QPalette::Base));
        const int gutter = gutterWidth(metrics, index.model()->rowCount());
        painter->fillRect(QRect(rect.left(), rect.top(), gutter - 4, rect.height()),
                          palette.color(QPalette::AlternateBase));
        painter->setFont(option.font);
        painter->setPen(palette.color(QPalette::PlaceholderText));
        painter->drawText(QRect(rect.left(), rect.top(), gutter - 8, rect.height()), Qt::AlignRight | Qt::AlignVCenter,
                          QString::number(index.data(FileLinesModel::LineNumberRole).toInt()));
        // One character for one, so that the marks fall where they were measured: a tab is one cell.
        QString text = index.data().toString();
        if (whitespaceVisible_) {
            text.replace(QLatin1Char(' '), QChar(0x00B7)).replace(QLatin1Char('\t'), QChar(0x2192));
        } else {
            text.replace(QLatin1Char('\t'), QLatin1Char(' '));
        }
        const int left = rect.left() + gutter;
        const int advance = metrics.horizontalAdvance(QLatin1Char('0'));
        for (const auto& [start, length] : index.data(FileLinesModel::MarksRole).value<FileLinesModel::Marks>()) {
            const int x = left + metrics.horizontalAdvance(text.left(start));
            const int width = std::max(advance, metrics.horizontalAdvance(text.mid(start, length)));
            painter->fillRect(QRect(x, rect.top() + 1, width, rect.height() - 2), markColour_);
        }
        if (whitespaceVisible_) text += QChar(0x00B6);
        painter->setPen(palette.color(QPalette::Text));
        painter->drawText(QRect(left, rect.top(), rect.right() - left, rect.height()), Qt::AlignLeft | Qt::AlignVCenter,
                          text);
    }

private:
    static QColor blend(const QColor& base, const QColor& tint, double amount) {
        return QColor::fromRgbF(float(base.redF() * (1 - amount) + tint.redF() * amount),
                                float(base.greenF() * (1 - amount) + tint.greenF() * amount),
                                float(base.blueF() * (1 - amount) + tint.blueF() * amount));
    }
    static int gutterWidth(const QFontMetrics& metrics, int rows) {
        return metrics.horizontalAdvance(QString(QString::number(std::max(rows, 1)).size() + 1, QLatin1Char('0'))) + 8;
    }

    QColor markColour_;
    const bool& whitespaceVisible_;
    qint64 longest_ = 0;
};

LineDelegate* delegateOf(QListView* view) { return static_cast<LineDelegate*>(view->itemDelegate()); }

QString describeFile(const LineIndex& index) {
    return SideBySideView::tr("%1, %n line(s)", nullptr, int(std::min<qint64>(index.lineCount(), INT_MAX)))
        .arg(QLocale().formattedDataSize(index.fileSize()));
}

} // namespace

SideBySideView::SideBySideView(QWidget* parent)
    : QWidget(parent)
    , summary_(new QLabel(this))
    , showWhitespace_(new QCheckBox(tr("Show whitespace"), this))
    , jump_(new QPushButton(tr("Jump to First Difference"), this))
    , loading_(new QFutureWatcher<Loaded>(this)) {
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QString names[PaneCount] = {tr("Input"), tr("Expected answer"), tr("Output")};
    // The answer's differences in green (what was wanted), the output's in red (what was said).
    const QColor marks[PaneCount] = {QColor(0, 0, 0, 0), QColor(76, 175, 80, 110), QColor(229, 57, 53, 110)};
    auto* panes = new QGridLayout;
    for (int pane = 0; pane < PaneCount; ++pane) {
        models_[pane] = new FileLinesModel(this);
        views_[pane] = new QListView(this);
        titles_[pane] = new QLabel(QStringLiteral("<b>%1</b>").arg(names[pane]), this);
        QListView* view = views_[pane];
        view->setObjectName(QStringList{"input", "answer", "output"}[pane]);
        view->setModel(models_[pane]);
        view->setFont(fixed);
        view->setUniformItemSizes(true); // rows are measured once, never all read
        view->setItemDelegate(new LineDelegate(marks[pane], whitespaceVisible_, view));
        view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        panes->addWidget(titles_[pane], 0, pane);
        panes->addWidget(view, 1, pane);
        panes->setColumnStretch(pane, 1);
    }
    // The answer and the output scroll together, aligned where they part.
    for (Pane pane : {Answer, Output}) {
        connect(views_[pane]->verticalScrollBar(), &QScrollBar::valueChanged, this,
                [this, pane](int value) { followScroll(pane, value); });
        connect(views_[pane]->horizontalScrollBar(), &QScrollBar::valueChanged, this, [this, pane](int value) {
            if (std::exchange(syncing_, true)) return;
            views_[pane == Answer ? Output : Answer]->horizontalScrollBar()->setValue(value);
            syncing_ = false;
        });
    }
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    jump_->setShortcut(QKeySequence(Qt::Key_F8));
    jump_->setToolTip(tr("Scroll the answer and the output to where they part (F8)"));
    jump_->setEnabled(false);
    summary_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum); // never cut to fit the panes
    auto* bar = new QHBoxLayout;
    bar->addWidget(summary_, 1);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(jump_);
    buttons->addWidget(showWhitespace_);
    buttons->addStretch();
    bar->addLayout(buttons);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addLayout(panes, 1);
    connect(showWhitespace_, &QCheckBox::toggled, this, &SideBySideView::setWhitespaceVisible);
    connect(jump_, &QPushButton::clicked, this, &SideBySideView::jumpToFirstDifference);
    connect(loading_, &QFutureWatcher<Loaded>::finished, this, [this] { loaded(loading_->result()); });
}

SideBySideView::~SideBySideView() { loading_->waitForFinished(); }

void SideBySideView::showTest(const QString& input, const QString& answer, const QString& output,
                              const judge::ComparatorOptions& options, const QString& verdictNote) {
    clear();
    options_ = options;
    verdictNote_ = verdictNote;
    summary_->setText(tr("Comparing the output with the answer…"));
    // The comparison streams both files once; the line indexes meanwhile on another thread.
    loading_->setFuture(QtConcurrent::run([input, answer, output, options] {
        Loaded result;
        QFuture<Result<judge::Comparison>> comparing =
            QtConcurrent::run([answer, output, options] { return judge::compareOutputs(answer, output, options); });
        const QString files[PaneCount] = {input, answer, output};
        for (int pane = 0; pane < PaneCount; ++pane) {
            if (files[pane].isEmpty()) continue;
            auto index = LineIndex::build(files[pane]);
            if (index)
                result.indexes[pane] = std::move(index.value());
            else
                result.errors[pane] = QString::fromStdString(index.error());
        }
        Result<judge::Comparison> comparison = comparing.result();
        if (comparison)
            result.comparison = comparison.value();
        else
            result.comparisonError = QString::fromStdString(comparison.error());
        return result;
    }));
}

void SideBySideView::clear() {
    for (int pane = 0; pane < PaneCount; ++pane)
        models_[pane]->clear();
    comparison_.reset();
    lineShift_ = 0;
    jump_->setEnabled(false);
    summary_->clear();
}

void SideBySideView::loaded(const Loaded& result) {
    for (int pane = 0; pane < PaneCount; ++pane) {
        const QString names[PaneCount] = {tr("Input"), tr("Expected answer"), tr("Output")};
        if (!result.indexes[pane]) {
            titles_[pane]->setText(QStringLiteral("<b>%1</b> — %2")
                                       .arg(names[pane], result.errors[pane].isEmpty()
                                                             ? tr("none")
                                                             : result.errors[pane].toHtmlEscaped()));
            continue;
        }
        titles_[pane]->setText(
            QStringLiteral("<b>%1</b> — %2").arg(names[pane], describeFile(*result.indexes[pane]).toHtmlEscaped()));
        delegateOf(views_[pane])->setLongestLine(result.indexes[pane]->longestLine());
        models_[pane]->setFile(*result.indexes[pane]);
    }
    comparison_ = result.comparison;
    summary_->setText(summary());
    if (comparison_ && comparison_->expectedAt && comparison_->outputAt) {
        const judge::Place& expected = *comparison_->expectedAt;
        const judge::Place& output = *comparison_->outputAt;
        lineShift_ = int(output.line - expected.line);
        auto focus = [this](Pane pane, const judge::Place& place) {
            const int row = int(place.line - 1);
            if (row >= models_[pane]->rowCount()) return; // the end of a file without a last newline
            models_[pane]->setFocus(row, {models_[pane]->shownRange(row, place.column - 1, place.length)});
        };
        focus(Answer, expected);
        focus(Output, output);
        markDifferences();
        jump_->setEnabled(true);
        jumpToFirstDifference();
    }
    emit firstDifferenceShown();
}

// Rows of the answer and the output are paired as aligned at the first difference; each row marks the
// tokens that differ from its partner's, computed only when the row is painted.
void SideBySideView::markDifferences() {
    const auto marker = [this](Pane pane) {
        return [this, pane](int row) -> FileLinesModel::Marks {
            const int partner = pane == Answer ? row + lineShift_ : row - lineShift_;
            const QString mine = models_[pane]->lineText(row);
            const QString theirs = models_[pane == Answer ? Output : Answer]->lineText(partner);
            const auto differences = pane == Answer ? judge::differingTokens(mine, theirs, options_)
                                                    : judge::differingTokens(theirs, mine, options_);
            return pane == Answer ? differences.expected : differences.output;
        };
    };
    models_[Answer]->setMarker(marker(Answer));
    models_[Output]->setMarker(marker(Output));
}

void SideBySideView::jumpToFirstDifference() {
    if (!comparison_ || !comparison_->expectedAt || !comparison_->outputAt) return;
    syncing_ = true; // each pane is placed here, not by following the other
    for (auto [pane, place] : {std::pair{Answer, *comparison_->expectedAt}, std::pair{Output, *comparison_->outputAt},
                               std::pair{Input, *comparison_->expectedAt}}) {
        FileLinesModel* model = models_[pane];
        if (model->rowCount() == 0) continue;
        const int row = std::clamp(int(place.line - 1), 0, model->rowCount() - 1);
        const QModelIndex index = model->index(row);
        views_[pane]->scrollTo(index, QAbstractItemView::PositionAtCenter);
        if (pane == Input) continue;
        views_[pane]->setCurrentIndex(index);
        // The differing token in view even on a long line.
        const QFontMetrics metrics(views_[pane]->font());
        const int column = int(model->shownRange(row, place.column - 1, place.length).first);
        const int x = metrics.horizontalAdvance(QLatin1Char('0')) * column;
        QScrollBar* horizontal = views_[pane]->horizontalScrollBar();
        horizontal->setValue(x > views_[pane]->viewport()->width() * 2 / 3 ? x - views_[pane]->viewport()->width() / 3
                                                                           : 0);
    }
    syncing_ = false;
}

void SideBySideView::followScroll(Pane from, int value) {
    if (std::exchange(syncing_, true)) return;
    // Rows are of one height, so a row shift is a fixed number of scroll steps (one per row).
    const int shift = from == Answer ? lineShift_ : -lineShift_;
    QScrollBar* other = views_[from == Answer ? Output : Answer]->verticalScrollBar();
    const int rowHeight = std::max(1, views_[from]->sizeHintForRow(0));
    const bool perPixel = views_[from]->verticalScrollMode() == QAbstractItemView::ScrollPerPixel;
    other->setValue(value + shift * (perPixel ? rowHeight : 1));
    syncing_ = false;
}

void SideBySideView::setWhitespaceVisible(bool visible) {
    whitespaceVisible_ = visible;
    if (showWhitespace_->isChecked() != visible) showWhitespace_->setChecked(visible);
    for (QListView* view : views_)
        view->viewport()->update();
}

QString SideBySideView::summary() const {
    QString text;
    if (!comparison_) {
        text = tr("The output could not be compared.");
    } else if (comparison_->accepted) {
        text = tr("The output matches the answer.");
    } else if (comparison_->expectedAt && comparison_->outputAt) {
        text = tr("<b>First difference</b>: line %1, column %2 of the output (line %3, column %4 of the answer): %5")
                   .arg(comparison_->outputAt->line)
                   .arg(comparison_->outputAt->column)
                   .arg(comparison_->expectedAt->line)
                   .arg(comparison_->expectedAt->column)
                   .arg(comparison_->message.toHtmlEscaped());
    } else {
        text = comparison_->message.toHtmlEscaped();
    }
    text += QStringLiteral("<br>") + tr("Compared as %1.").arg(judge::describeComparator(options_).toHtmlEscaped());
    if (!verdictNote_.isEmpty()) text += QStringLiteral(" ") + verdictNote_.toHtmlEscaped();
    return text;
}

} // namespace jd::ui
