#include "progress_bar.h"

#include <QTextStream>

#include <unistd.h>

void ProgressBar::show(int done, int total, const QString& label) {
    if (!::isatty(STDERR_FILENO)) return;
    QMutexLocker lock(&mutex_);
    const int width = 30, filled = total ? done * width / total : width;
    QTextStream(stderr) << "\r  [" << QString(filled, '=') << QString(width - filled, ' ') << "] " << done << "/"
                        << total << ' ' << label.left(30).leftJustified(30) << Qt::flush;
    shown_ = true;
}

void ProgressBar::clear() {
    QMutexLocker lock(&mutex_);
    if (shown_) QTextStream(stderr) << "\r" << QString(80, ' ') << "\r" << Qt::flush;
    shown_ = false;
}
