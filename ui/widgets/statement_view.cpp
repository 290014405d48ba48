#include "statement_view.h"

#include "problem/omegaup_samples.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace jd::ui {
namespace {

// A statement is a few pages; a larger file is not one to render whole.
constexpr qint64 kLargestShown = 4 << 20;

} // namespace

StatementView::StatementView(QWidget* parent)
    : QWidget(parent)
    , choice_(new QComboBox(this))
    , note_(new QLabel(this))
    , openExternally_(new QPushButton(tr("Open…"), this))
    , browser_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("statementView"));
    browser_->setOpenExternalLinks(true);
    note_->setWordWrap(true);
    openExternally_->setToolTip(tr("Opens the file in the desktop's viewer for it"));
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Statement:"), this));
    row->addWidget(choice_, 1);
    row->addWidget(openExternally_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(note_);
    layout->addWidget(browser_, 1);
    connect(choice_, &QComboBox::currentIndexChanged, this, &StatementView::showStatement);
    connect(openExternally_, &QPushButton::clicked, this, [this] {
        const int index = choice_->currentIndex();
        if (index >= 0 && index < statements_.size())
            QDesktopServices::openUrl(QUrl::fromLocalFile(statements_[index].path));
    });
}

void StatementView::setProblem(const problem::Problem& problem) {
    statements_ = problem::findStatements(problem);
    const QSignalBlocker quiet(choice_);
    choice_->clear();
    for (const problem::Statement& statement : statements_)
        choice_->addItem(
            QStringLiteral("%1 — %2").arg(statement.language.isEmpty() ? tr("no language given") : statement.language,
                                          problem::statementFormatName(statement.format)));
    choice_->setEnabled(statements_.size() > 1);
    openExternally_->setEnabled(!statements_.isEmpty());
    showStatement(statements_.isEmpty() ? -1 : 0);
}

void StatementView::showStatement(int index) {
    browser_->clear();
    note_->show(); // hidden again below when there is nothing to say
    if (index < 0 || index >= statements_.size()) {
        note_->setText(tr("The package has no statement (statement/problem.en.md, problem_statement/, Polygon's "
                          "statements/, or omegaUp's statements/es.markdown)."));
        return;
    }
    const problem::Statement& statement = statements_[index];
    browser_->setSearchPaths({QFileInfo(statement.path).absolutePath()});
    if (statement.format == problem::StatementFormat::Pdf) {
        note_->setText(tr("A PDF: Open… shows it in the desktop's viewer."));
        return;
    }
    QFile file(statement.path);
    if (!file.open(QIODevice::ReadOnly)) {
        note_->setText(tr("%1 cannot be read: %2").arg(QFileInfo(statement.path).fileName(), file.errorString()));
        return;
    }
    if (file.size() > kLargestShown) {
        note_->setText(tr("%1 is too large to show here (%2 MiB): Open… shows it.")
                           .arg(QFileInfo(statement.path).fileName())
                           .arg(file.size() >> 20));
        return;
    }
    const QString text = QString::fromUtf8(file.readAll());
    note_->clear();
    switch (statement.format) {
    case problem::StatementFormat::Markdown: browser_->setMarkdown(problem::omegaupSamplesAsMarkdown(text)); break;
    case problem::StatementFormat::Html: browser_->setHtml(text); break;
    case problem::StatementFormat::Latex:
        note_->setText(tr("LaTeX, shown as its source."));
        browser_->setPlainText(text);
        break;
    default: browser_->setPlainText(text); break;
    }
    note_->setVisible(!note_->text().isEmpty());
}

} // namespace jd::ui
