// The fuzz targets in the ordinary build: each file named (or each file in each directory named) is fed
// to the target once, so the seeds and every input that once crashed stay regression tests under CTest.
#include "fuzz_input.h"

#include <QDirIterator>

#include <cstdio>

int main(int argc, char** argv) {
    int replayed = 0;
    for (int i = 1; i < argc; ++i) {
        QStringList files;
        if (QFileInfo(argv[i]).isDir()) {
            QDirIterator entries(argv[i], QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (entries.hasNext())
                files << entries.next();
        } else {
            files << QString::fromLocal8Bit(argv[i]);
        }
        for (const QString& path : files) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
                return 1;
            }
            const QByteArray input = file.readAll();
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(input.constData()), size_t(input.size()));
            ++replayed;
        }
    }
    std::printf("%d inputs replayed without a crash\n", replayed);
    return replayed > 0 ? 0 : 1;
}
