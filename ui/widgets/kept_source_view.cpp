#include "kept_source_view.h"

#include "source_editor.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QVBoxLayout>

namespace jd::ui {

KeptSourceView::KeptSourceView(QWidget* parent)
    : QWidget(parent)
    , files_(new QComboBox(this))
    , note_(new QLabel(this))
    , editor_(new SourceEditor(this)) {
    files_->setObjectName(QStringLiteral("keptSourceFiles"));
    note_->setObjectName(QStringLiteral("keptSourceNote"));
    note_->setWordWrap(true);
    editor_->setReadOnly(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(note_);
    layout->addWidget(files_);
    layout->addWidget(editor_, 1);
    files_->hide();
    connect(files_, &QComboBox::currentIndexChanged, this, &KeptSourceView::showFile);
}

void KeptSourceView::clear() {
    sources_.clear();
    const QSignalBlocker quiet(files_);
    files_->clear();
    files_->hide();
    note_->clear();
    editor_->clear();
}

QString KeptSourceView::note() const { return note_->text(); }

void KeptSourceView::setJudgement(const store::StoredJudgement& judgement, const QString& digestNow) {
    clear();
    sources_ = judgement.sources;
    if (sources_.isEmpty()) {
        note_->setText(tr("No copy of the source was kept with this judgement: it was made before JudgeDesk kept "
                          "them."));
        return;
    }
    if (digestNow.isEmpty())
        note_->setText(tr("The source as it was judged; the file is no longer there (or cannot be read)."));
    else if (!judgement.sourceDigest.isEmpty() && digestNow != judgement.sourceDigest)
        note_->setText(tr("The source as it was judged; the file has been edited since."));
    else
        note_->setText(tr("The source as it was judged, the same as the file is now."));
    {
        const QSignalBlocker quiet(files_);
        for (const store::StoredSource& source : sources_)
            files_->addItem(QFileInfo(source.path).fileName(), source.path);
    }
    files_->setVisible(sources_.size() > 1);
    showFile(0);
}

void KeptSourceView::showFile(int index) {
    if (index < 0 || index >= sources_.size()) return;
    const store::StoredSource& source = sources_[index];
    if (source.blob.isEmpty()) {
        editor_->setPlainText(
            tr("No copy of %1 could be kept: it was too large, or could not be read.").arg(source.path));
        return;
    }
    // The copy is named for its digest: highlighted for the file it was.
    if (auto opened = editor_->openFile(source.blob, source.path); !opened)
        editor_->setPlainText(QString::fromStdString(opened.error()));
    editor_->setToolTip(editor_->savingNote());
}

} // namespace jd::ui
