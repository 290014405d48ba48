#include "main_class.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <KZip>
#include <algorithm>
#include <optional>
#include <vector>

namespace jd::judge {
namespace {

constexpr quint16 kPublic = 0x0001, kStatic = 0x0008;
constexpr qint64 kLargestClassFile = 64 << 20;
constexpr int kMostClasses = 100000;

// A bounds-checked big-endian reader over a class file: any read past the end marks it broken.
class ClassReader {
public:
    explicit ClassReader(const QByteArray& bytes)
        : bytes_(bytes) {}
    bool broken() const { return broken_; }
    quint32 take(int size) {
        if (broken_ || position_ + size > bytes_.size()) {
            broken_ = true;
            return 0;
        }
        quint32 value = 0;
        for (int i = 0; i < size; ++i)
            value = (value << 8) | static_cast<quint8>(bytes_[position_++]);
        return value;
    }
    quint16 u2() { return static_cast<quint16>(take(2)); }
    quint32 u4() { return take(4); }
    QByteArray bytes(quint32 size) {
        if (broken_ || position_ + qint64(size) > bytes_.size()) {
            broken_ = true;
            return {};
        }
        QByteArray part = bytes_.mid(position_, size);
        position_ += size;
        return part;
    }
    void skip(qint64 size) {
        if (broken_ || position_ + size > bytes_.size())
            broken_ = true;
        else
            position_ += size;
    }

private:
    const QByteArray& bytes_;
    qint64 position_ = 0;
    bool broken_ = false;
};

void skipAttributes(ClassReader& reader) {
    for (quint16 count = reader.u2(); count > 0 && !reader.broken(); --count) {
        reader.u2();
        reader.skip(reader.u4());
    }
}

Result<QString> mainClassInFile(const QString& path) {
    QFile file(path);
    if (file.size() > kLargestClassFile) return fail(path.toStdString() + ": too large for a class file");
    if (!file.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": " + file.errorString().toStdString());
    return mainClassIn(file.readAll());
}

} // namespace

Result<QString> mainClassIn(const QByteArray& classFile) {
    ClassReader reader(classFile);
    if (reader.u4() != 0xCAFEBABE) return fail("not a class file");
    reader.u2(); // minor version
    reader.u2(); // major version
    const quint16 poolCount = reader.u2();
    std::vector<std::optional<QByteArray>> utf8(poolCount);
    std::vector<quint16> classNames(poolCount, 0);
    for (quint16 index = 1; index < poolCount && !reader.broken(); ++index) {
        switch (reader.take(1)) {
        case 1: utf8[index] = reader.bytes(reader.u2()); break;
        case 7: classNames[index] = reader.u2(); break;
        case 8:
        case 16:
        case 19:
        case 20: reader.skip(2); break;
        case 15: reader.skip(3); break;
        case 3:
        case 4:
        case 9:
        case 10:
        case 11:
        case 12:
        case 17:
        case 18: reader.skip(4); break;
        case 5:
        case 6: // longs and doubles take two entries of the pool
            reader.skip(8);
            ++index;
            break;
        default: return fail("not a class file: unknown constant pool entry");
        }
    }
    auto text = [&](quint16 index) -> QByteArray {
        return index < utf8.size() && utf8[index] ? *utf8[index] : QByteArray();
    };
    reader.u2(); // the class's access flags
    const quint16 thisClass = reader.u2();
    reader.u2(); // super class
    reader.skip(2 * qint64(reader.u2()));
    for (quint16 fields = reader.u2(); fields > 0 && !reader.broken(); --fields) {
        reader.skip(6);
        skipAttributes(reader);
    }
    bool hasMain = false;
    for (quint16 methods = reader.u2(); methods > 0 && !reader.broken(); --methods) {
        const quint16 access = reader.u2();
        const QByteArray name = text(reader.u2()), descriptor = text(reader.u2());
        skipAttributes(reader);
        if ((access & (kPublic | kStatic)) == (kPublic | kStatic) && name == "main" &&
            descriptor == "([Ljava/lang/String;)V")
            hasMain = true;
    }
    skipAttributes(reader); // the class's own: a file cut short before them is not a class file either
    if (reader.broken()) return fail("not a class file: it ends too early");
    const QByteArray name = thisClass < classNames.size() ? text(classNames[thisClass]) : QByteArray();
    if (name.isEmpty()) return fail("not a class file: it names no class");
    return hasMain ? QString::fromUtf8(name).replace('/', '.') : QString();
}

Result<QStringList> classesWithMain(const QString& path) {
    QStringList found;
    int seen = 0;
    if (QFileInfo(path).isDir()) {
        QDirIterator classes(path, {"*.class"}, QDir::Files, QDirIterator::Subdirectories);
        while (classes.hasNext()) {
            if (++seen > kMostClasses) return fail("more than " + std::to_string(kMostClasses) + " class files");
            auto name = mainClassInFile(classes.next());
            if (!name) return name.failure();
            if (!name->isEmpty()) found << *name;
        }
    } else {
        KZip jar(path);
        if (!jar.open(QIODevice::ReadOnly)) return fail(path.toStdString() + ": not a readable jar");
        QStringList names;
        std::vector<const KArchiveDirectory*> pending{jar.directory()};
        while (!pending.empty()) {
            const KArchiveDirectory* directory = pending.back();
            pending.pop_back();
            for (const QString& entryName : directory->entries()) {
                const KArchiveEntry* entry = directory->entry(entryName);
                if (entry->isDirectory()) {
                    // The bundled Kotlin runtime has mains of its own that are not the program's.
                    if (directory == jar.directory() && (entryName == "kotlin" || entryName == "META-INF")) continue;
                    pending.push_back(static_cast<const KArchiveDirectory*>(entry));
                } else if (entryName.endsWith(".class")) {
                    if (++seen > kMostClasses) return fail("more than " + std::to_string(kMostClasses) + " classes");
                    const auto* file = static_cast<const KArchiveFile*>(entry);
                    if (file->size() > kLargestClassFile) return fail(entryName.toStdString() + ": too large");
                    auto name = mainClassIn(file->data());
                    if (!name) return fail(entryName.toStdString() + ": " + name.error());
                    if (!name->isEmpty()) found << *name;
                }
            }
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

Result<QString> chooseMainClass(const QStringList& candidates, const QString& preferredStem) {
    if (candidates.size() == 1) return candidates.first();
    if (candidates.isEmpty())
        return fail("no class has a method 'public static void main(String[] args)' to start the program from");
    QString kotlinStem = preferredStem;
    if (!kotlinStem.isEmpty()) kotlinStem[0] = kotlinStem[0].toUpper();
    kotlinStem += "Kt";
    for (const QString& candidate : candidates) {
        const QString simple = candidate.section('.', -1);
        if (simple == preferredStem || simple == kotlinStem) return candidate;
    }
    return fail("several classes have a method 'public static void main(String[] args)': " +
                candidates.join(", ").toStdString() + "; JudgeDesk cannot tell which one starts the program " +
                "(name the entry point in submissions.yaml, or keep main in one class)");
}

} // namespace jd::judge
