#pragma once
// What the sources kept loose beside bare tests are for, by their names alone, as CP Editor and
// competitive programmers name them: gen.py generates; brute.cpp, naive.py, slow.cpp, std.cpp are trusted;
// the rest are solutions being written. Used where a stress test is set up without a package's recipes.
#include <QString>
#include <QStringList>

namespace jd::judge {

bool namedAsGenerator(const QString& path);
bool namedAsReference(const QString& path);

// The first of `sources` its name says is a generator (or a trusted reference, not a generator); empty
// when no name says so.
QString generatorByName(const QStringList& sources);
QString referenceByName(const QStringList& sources);

} // namespace jd::judge
