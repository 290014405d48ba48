#include "submission_label.h"

#include <QFileInfo>

namespace jd::store {

QString submissionLabel(const QString& path) {
    const QFileInfo file(path);
    QString label = file.fileName();
    QFileInfo folder(file.path());
    for (int level = 0; level < 2 && !folder.fileName().isEmpty(); ++level) {
        label = folder.fileName() + '/' + label;
        if (folder.fileName() != file.completeBaseName()) break;
        folder = QFileInfo(folder.path());
    }
    return label;
}

} // namespace jd::store
