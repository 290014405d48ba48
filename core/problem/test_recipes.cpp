#include "test_recipes.h"

#include "common/atomic_file.h"
#include "package_root.h"
#include "package_writability.h"
#include "polygon_reader.h"
#include "problem_writer.h"
#include "tps_gen_data.h"
#include "tps_reader.h"
#include "yaml_edit.h"
#include "yaml_file.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace jd::problem {
namespace {

constexpr char kGeneratorsYaml[] = "generators/generators.yaml";

QString substitute(const QString& command, const QString& name) {
    static const QRegularExpression seed(QStringLiteral("\\{seed(:\\d+)?\\}"));
    QString text = command;
    QRegularExpressionMatch match;
    while ((match = seed.match(text)).hasMatch())
        text.replace(match.capturedStart(), match.capturedLength(),
                     QString::number(seedOfCommand(command + match.captured(1))));
    return text.replace(QStringLiteral("{name}"), QFileInfo(name).fileName());
}

// The generator a recipe names: the file itself, else the one source beside it with that base name
// (Polygon's `gen` is files/gen.cpp).
QString findGenerator(const PackageRoot& package, const QString& path) {
    auto resolved = package.resolve(path);
    if (!resolved) return {};
    const QFileInfo info(*resolved);
    if (info.isFile() || info.isDir()) return info.absoluteFilePath();
    const QStringList candidates = info.dir().entryList({info.fileName() + ".*"}, QDir::Files);
    return candidates.size() == 1 ? info.dir().absoluteFilePath(candidates.first()) : QString();
}

Result<TestRecipe> makeRecipe(const PackageRoot& package, const QString& directory, const QString& test,
                              const QString& command, const QString& generatorDirectory) {
    auto words = splitCommand(substitute(command, test));
    if (!words) return fail(test.toStdString() + ": " + words.error());
    if (words->isEmpty()) return fail(test.toStdString() + ": the command is empty");
    TestRecipe recipe;
    recipe.test = test;
    recipe.generatorName = words->takeFirst();
    recipe.arguments = *words;
    recipe.sample = test.startsWith(QStringLiteral("sample/"));
    const QString inPackage = recipe.generatorName.startsWith('/') ? recipe.generatorName.mid(1)
                                                                   : generatorDirectory + "/" + recipe.generatorName;
    recipe.generator = findGenerator(package, inPackage);
    recipe.input = QDir(directory).filePath("data/" + test + ".in");
    recipe.answer = QDir(directory).filePath("data/" + test + ".ans");
    return recipe;
}

// Polygon: the tests testset's `cmd`s, its executables and the main solution.
Result<TestRecipes> readPolygonRecipes(const Problem& problem) {
    const PackageRoot package(problem.directory);
    QFile file(QDir(problem.directory).filePath("problem.xml"));
    if (!file.open(QIODevice::ReadOnly)) return fail("problem.xml cannot be read");
    TestRecipes recipes;
    recipes.file = file.fileName();
    QXmlStreamReader xml(&file);
    QString testset, section, tag, inputPattern, answerPattern;
    QStringList executables;
    struct Generated {
        int index;
        QString group, command;
        bool sample;
    };
    QList<Generated> generated;
    int index = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"testset") testset.clear();
        if (xml.isEndElement() && (xml.name() == u"executable" || xml.name() == u"solution")) section.clear();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        const auto attributes = xml.attributes();
        if (name == u"executable" || name == u"solution") {
            section = name.toString();
            tag = attributes.value("tag").toString();
        } else if (name == u"source" && section == u"executable") {
            executables << attributes.value("path").toString();
        } else if (name == u"source" && section == u"solution" && tag == u"main" && recipes.mainSolution.isEmpty()) {
            auto path = package.resolve(attributes.value("path").toString());
            if (!path) return fail("problem.xml: main solution " + path.error());
            recipes.mainSolution = *path;
        } else if (name == u"testset") {
            testset = attributes.value("name").toString();
        } else if (testset == u"tests" && name == u"input-path-pattern") {
            inputPattern = xml.readElementText();
        } else if (testset == u"tests" && name == u"answer-path-pattern") {
            answerPattern = xml.readElementText();
        } else if (testset == u"tests" && name == u"test") {
            ++index;
            if (attributes.value("method") == u"generated")
                generated << Generated{index, attributes.value("group").toString(), attributes.value("cmd").toString(),
                                       attributes.value("sample") == u"true"};
        }
    }
    if (xml.hasError())
        return fail(QStringLiteral("problem.xml:%1: %2").arg(xml.lineNumber()).arg(xml.errorString()).toStdString());
    for (const Generated& test : generated) {
        auto words = splitCommand(test.command);
        if (!words || words->isEmpty()) {
            recipes.notUnderstood << QStringLiteral("problem.xml: test %1: the command '%2' cannot be run")
                                         .arg(test.index)
                                         .arg(test.command);
            continue;
        }
        TestRecipe recipe;
        recipe.test = polygonTestName(test.group, test.index);
        recipe.generatorName = words->takeFirst();
        recipe.arguments = *words;
        recipe.sample = test.sample;
        for (const QString& executable : executables)
            if (QFileInfo(executable).completeBaseName() == recipe.generatorName ||
                QFileInfo(executable).fileName() == recipe.generatorName)
                if (auto path = package.resolve(executable); path && QFileInfo(*path).isFile())
                    recipe.generator = *path;
        if (recipe.generator.isEmpty()) recipe.generator = findGenerator(package, "files/" + recipe.generatorName);
        auto input = package.resolve(expandPolygonPattern(inputPattern, test.index));
        if (!input) return fail("problem.xml: input-path-pattern: " + input.error());
        recipe.input = *input;
        if (!answerPattern.isEmpty()) {
            auto answer = package.resolve(expandPolygonPattern(answerPattern, test.index));
            if (!answer) return fail("problem.xml: answer-path-pattern: " + answer.error());
            recipe.answer = *answer;
        }
        recipes.recipes << recipe;
    }
    return recipes;
}

QString entryName(const YAML::Node& key) { return key.IsScalar() ? QString::fromStdString(key.Scalar()) : QString(); }

struct KattisWalk {
    const Problem& problem;
    const PackageRoot& package;
    TestRecipes& recipes;

    void entry(const QString& path, const YAML::Node& value) {
        if (!isValidTestName(path)) {
            recipes.notUnderstood << QStringLiteral("generators.yaml: '%1' is not a test name").arg(path);
            return;
        }
        if (value.IsNull()) return; // a test made by hand
        if (value.IsScalar()) return command(path, QString::fromStdString(value.Scalar()));
        if (value.IsMap() && value["data"]) return directory(path + "/", value["data"]);
        if (value.IsMap() && value["generate"] && value["generate"].IsScalar())
            return command(path, QString::fromStdString(value["generate"].Scalar()));
        QStringList keys;
        if (value.IsMap())
            for (const auto& item : value)
                keys << entryName(item.first) + ":";
        recipes.notUnderstood << QStringLiteral("generators.yaml: %1: %2 is not supported")
                                     .arg(path, keys.isEmpty() ? QStringLiteral("this entry") : keys.join(' '));
    }

    void command(const QString& test, const QString& text) {
        auto recipe = makeRecipe(package, problem.directory, test, text, "generators");
        if (!recipe) {
            recipes.notUnderstood << "generators.yaml: " + QString::fromStdString(recipe.error());
            return;
        }
        recipes.recipes << *recipe;
    }

    void directory(const QString& prefix, const YAML::Node& data) {
        if (data.IsMap()) {
            for (const auto& item : data)
                entry(prefix + entryName(item.first), item.second);
        } else if (data.IsSequence()) {
            const int width = static_cast<int>(QString::number(data.size()).size());
            int number = 0;
            for (const auto& item : data) {
                ++number;
                if (!item.IsMap()) continue;
                for (const auto& named : item) {
                    const QString key = entryName(named.first);
                    const QString numbered = QStringLiteral("%1").arg(number, width, 10, QChar('0'));
                    entry(prefix + (key.isEmpty() ? numbered : numbered + "-" + key), named.second);
                }
            }
        } else if (!data.IsNull()) {
            recipes.notUnderstood << QStringLiteral("generators.yaml: %1data: expected a map or a list").arg(prefix);
        }
    }
};

Result<TestRecipes> readKattisRecipes(const Problem& problem) {
    TestRecipes recipes;
    recipes.file = QDir(problem.directory).filePath(kGeneratorsYaml);
    const QFileInfo info(recipes.file);
    if (!info.exists()) return recipes;
    const PackageRoot package(problem.directory);
    if (auto inside = package.resolve(recipes.file); !inside)
        return fail(std::string(kGeneratorsYaml) + ": " + inside.error());
    const YamlFile yaml = loadYamlFile(recipes.file);
    if (!yaml.root)
        return fail(QStringLiteral("%1:%2: %3").arg(kGeneratorsYaml).arg(yaml.line).arg(yaml.error).toStdString());
    const YAML::Node& root = *yaml.root;
    if (root.IsNull()) return recipes;
    if (!root.IsMap()) return fail(std::string(kGeneratorsYaml) + ": expected a map at the top");
    try {
        if (const YAML::Node solution = root["solution"]; solution && solution.IsScalar()) {
            QString path = QString::fromStdString(solution.Scalar());
            auto resolved = package.resolve(path.startsWith('/') ? path.mid(1) : path);
            if (!resolved) return fail(std::string(kGeneratorsYaml) + ": solution: " + resolved.error());
            if (!QFileInfo::exists(*resolved))
                return fail(std::string(kGeneratorsYaml) + ": solution: " + path.toStdString() + " is missing");
            recipes.mainSolution = *resolved;
        }
        KattisWalk walk{problem, package, recipes};
        walk.directory(QString(), root["data"]);
    } catch (const YAML::Exception& error) { return fail(std::string(kGeneratorsYaml) + ": " + error.what()); }
    return recipes;
}

} // namespace

QString TestRecipe::command() const {
    QStringList words{generatorName};
    for (const QString& argument : arguments) {
        const bool plain =
            !argument.isEmpty() && !argument.contains(QRegularExpression(QStringLiteral("[\\s'\"\\\\]")));
        words << (plain ? argument : "'" + QString(argument).replace("'", "'\\''") + "'");
    }
    return words.join(' ');
}

const TestRecipe* TestRecipes::find(const QString& test) const {
    for (const TestRecipe& recipe : recipes)
        if (recipe.test == test) return &recipe;
    return nullptr;
}

Result<QStringList> splitCommand(const QString& command) {
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command[i];
        if (!quote.isNull()) {
            if (c == quote) {
                quote = QChar();
            } else if (c == '\\' && quote == '"' && i + 1 < command.size()) {
                word += command[++i];
            } else {
                word += c;
            }
        } else if (c == '\'' || c == '"') {
            quote = c;
            inWord = true;
        } else if (c == '\\' && i + 1 < command.size()) {
            word += command[++i];
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord) words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (!quote.isNull()) return fail(QStringLiteral("the quote %1 is not closed").arg(quote).toStdString());
    if (inWord) words << word;
    return words;
}

quint32 seedOfCommand(const QString& command) {
    const QByteArray digest = QCryptographicHash::hash(command.toUtf8(), QCryptographicHash::Sha256);
    quint32 seed = 0;
    for (int i = 0; i < 4; ++i)
        seed = seed << 8 | static_cast<quint8>(digest[i]);
    return seed & 0x7fffffff; // a seed every generator's argument parser takes as a positive int
}

// TPS: gen/data's lines, each test in the group of the section that makes it.
Result<TestRecipes> readTpsRecipes(const Problem& problem) {
    const PackageRoot package(problem.directory);
    const QDir root(problem.directory);
    QFile file(root.filePath("gen/data"));
    if (!file.exists()) return TestRecipes{};
    if (!file.open(QIODevice::ReadOnly)) return fail("gen/data cannot be read");
    auto sections = parseTpsGenData(file.read(4 << 20));
    if (!sections) return sections.failure();
    TestRecipes recipes;
    recipes.file = file.fileName();
    for (const Submission& submission : problem.submissions)
        if (submission.directory == "model_solution" && recipes.mainSolution.isEmpty())
            recipes.mainSolution = submission.path;
    for (const TpsSection& section : *sections) {
        const bool sample = isTpsSampleSection(section.name);
        for (const TpsGenLine& line : section.tests) {
            TestRecipe recipe;
            recipe.test = tpsGroupName(section.name, sample) + "/" + line.test;
            recipe.generatorName = line.generator;
            recipe.arguments = line.arguments;
            recipe.sample = sample;
            recipe.input = root.filePath("tests/" + line.test + ".in");
            recipe.answer = root.filePath("tests/" + line.test + ".out");
            if (line.manual()) {
                auto manual = package.resolve("gen/manual/" + line.arguments.first());
                if (!manual) return fail(QStringLiteral("gen/data:%1: ").arg(line.line).toStdString() + manual.error());
                recipe.copiedFrom = *manual;
            } else {
                recipe.generator = findGenerator(package, "gen/" + line.generator);
            }
            recipes.recipes << recipe;
        }
    }
    return recipes;
}

Result<TestRecipes> readTestRecipes(const Problem& problem) {
    if (problem.formatVersion == "polygon") return readPolygonRecipes(problem);
    if (problem.formatVersion == "tps") return readTpsRecipes(problem);
    return readKattisRecipes(problem);
}

Result<void> setTestRecipe(const Problem& problem, const QString& test, const QString& command) {
    if (auto writable = checkWritable(problem); !writable) return writable.failure();
    if (!isValidTestName(test)) return fail("'" + test.toStdString() + "' is not a test name");
    if (!command.trimmed().isEmpty()) {
        auto words = splitCommand(command);
        if (!words) return fail(words.error());
    }
    const QString path = QDir(problem.directory).filePath(kGeneratorsYaml);
    QByteArray text;
    if (QFile file(path); file.exists()) {
        if (!file.open(QIODevice::ReadOnly)) return fail(std::string(kGeneratorsYaml) + " cannot be read");
        text = file.readAll();
    } else if (command.trimmed().isEmpty()) {
        return {};
    } else if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        return fail("generators/ cannot be made");
    }
    YamlEdit edit;
    for (const QString& level : test.split('/'))
        edit.path << "data" << level;
    edit.value = command.trimmed();
    edit.remove = command.trimmed().isEmpty();
    auto edited = editYamlValues(text, {edit});
    if (!edited) return fail(std::string(kGeneratorsYaml) + ": " + edited.error());
    return writeFileAtomically(path, *edited);
}

} // namespace jd::problem
