#pragma once
// A test's input, expected answer and output side by side, for seeing why an output was rejected: the
// answer and the output are compared off the UI thread by the built-in comparator (its notion of a
// token, its tolerance, said above the panes), the first difference is shown as soon as it is known,
// and on every line on screen the tokens that differ from the other side's are highlighted. Files of
// any size open at once: lines are read only when they come into view.
#include "judge/default_validator.h"

#include <QFutureWatcher>
#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QListView;
class QPushButton;

namespace jd::ui {

class FileLinesModel;

class SideBySideView : public QWidget {
    Q_OBJECT
public:
    enum Pane { Input, Answer, Output, PaneCount };

    explicit SideBySideView(QWidget* parent = nullptr);
    ~SideBySideView() override;

    // `verdictNote`: what decided the verdict when it was not this comparison (the problem's checker).
    void showTest(const QString& input, const QString& answer, const QString& output,
                  const judge::ComparatorOptions& options, const QString& verdictNote = {});
    void clear();
    void setWhitespaceVisible(bool visible);
    bool whitespaceVisible() const { return whitespaceVisible_; }
    // Scrolls the answer and the output to where they part (the input to the same line of the answer).
    void jumpToFirstDifference();

    const std::optional<judge::Comparison>& comparison() const { return comparison_; }
    FileLinesModel* model(Pane pane) const { return models_[pane]; }
    QListView* view(Pane pane) const { return views_[pane]; }
    QString summary() const;

signals:
    // The panes show the first difference (or that there is none, or why the files cannot be read).
    void firstDifferenceShown();

private:
    struct Loaded;
    void loaded(const Loaded& result);
    void markDifferences();
    void followScroll(Pane from, int value);

    FileLinesModel* models_[PaneCount];
    QListView* views_[PaneCount];
    QLabel* titles_[PaneCount];
    QLabel* summary_;
    QCheckBox* showWhitespace_;
    QPushButton* jump_;
    QFutureWatcher<Loaded>* loading_;
    judge::ComparatorOptions options_;
    std::optional<judge::Comparison> comparison_;
    QString verdictNote_;
    bool whitespaceVisible_ = false;
    bool syncing_ = false;
    int lineShift_ = 0; // output row = answer row + lineShift_, aligned at the first difference
};

} // namespace jd::ui
