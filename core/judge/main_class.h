#pragma once
// The class a compiled JVM program (Java, Kotlin, Scala) starts from, found the way DOMjudge and Kattis
// find it: among the compiled classes, the one with `public static void main(String[])`, read from the
// class files themselves rather than guessed from a file name. A file `test-hello.java` holding
// `class Main` runs Main; classes inside a `package` run by their full name.
#include "../common/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace jd::judge {

// The class file's own name (dotted: "pkg.Main") when it declares `public static void main(String[])`,
// an empty string when it does not, an error when the bytes are not a class file.
Result<QString> mainClassIn(const QByteArray& classFile);

// Every class with a main method under `path`: a directory of class files (searched recursively) or a
// jar. Sorted by name.
Result<QStringList> classesWithMain(const QString& path);

// The one class to run: the only class with main, or among several the one named like `preferredStem`
// (the entry point's file name without extension, Kotlin's "<Stem>Kt" included). No class, or several
// with none preferred, is an error saying so, which the judge reports as a compile error.
Result<QString> chooseMainClass(const QStringList& candidates, const QString& preferredStem);

} // namespace jd::judge
