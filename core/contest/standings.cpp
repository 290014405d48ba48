#include "standings.h"

#include "common/display_width.h"
#include "common/printable_text.h"

#include <QJsonArray>
#include <QStringBuilder>

#include <algorithm>
#include <cmath>

namespace jd::contest {
namespace {

QString cellText(const StandingsCell& cell) {
    if (!cell.submitted) return QStringLiteral("-");
    return formatPoints(cell.score) + " " + cell.verdict;
}

QString csvField(const QString& text) {
    if (!text.contains(',') && !text.contains('"') && !text.contains('\n') && !text.contains('\r')) return text;
    return '"' + QString(text).replace('"', "\"\"") + '"';
}

} // namespace

QString cellColour(const StandingsCell& cell) {
    if (!cell.submitted) return {};
    // Red (0) to yellow (0.5) to green (1), light enough for black text on it.
    struct Rgb {
        int red, green, blue;
    };
    constexpr Rgb red{0xf4, 0xc4, 0xc4}, yellow{0xf6, 0xec, 0xb8}, green{0xc8, 0xf0, 0xc8};
    const double fraction = cell.fraction();
    const Rgb& from = fraction < 0.5 ? red : yellow;
    const Rgb& to = fraction < 0.5 ? yellow : green;
    const double t = fraction < 0.5 ? fraction * 2 : (fraction - 0.5) * 2;
    auto mix = [t](int a, int b) { return int(std::lround(a + (b - a) * t)); };
    return QStringLiteral("#%1%2%3")
        .arg(mix(from.red, to.red), 2, 16, QChar('0'))
        .arg(mix(from.green, to.green), 2, 16, QChar('0'))
        .arg(mix(from.blue, to.blue), 2, 16, QChar('0'));
}

QString formatPoints(double value) { return QString::number(value, 'f', value == std::floor(value) ? 0 : 2); }

Standings computeStandings(const Contest& contest, const ContestResults& results) {
    Standings standings;
    // Names come from folder names and contest.yaml: shown, in every export, with controls escaped.
    standings.title = printable(contest.title);
    for (const ContestProblem& problem : contest.problems)
        standings.problems << printable(problem.id);
    for (const Contestant& contestant : contest.contestants) {
        StandingsRow row;
        row.contestant = printable(contestant.name);
        for (const ContestProblem& problem : contest.problems) {
            StandingsCell cell;
            if (const ContestEntry* entry = results.find(contestant.name, problem.id);
                entry && !entry->refusal.isEmpty()) {
                cell.submitted = true;
                cell.verdict = QStringLiteral("refused");
            } else if (entry && !entry->source.isEmpty()) {
                cell.submitted = true;
                cell.verdict =
                    entry->error.isEmpty() ? judge::verdictCode(entry->report.verdict) : QStringLiteral("JE");
                cell.score = entry->score;
                cell.maxTime = entry->report.maxTime;
            }
            row.total += cell.score;
            row.cells << cell;
        }
        standings.rows << row;
    }
    // A problem whose maximum the package does not say is measured against the best score it got.
    for (int column = 0; column < contest.problems.size(); ++column) {
        std::optional<double> maximum = contestMaxScore(contest.problems[column].problem);
        if (!maximum) {
            maximum = 0;
            for (const StandingsRow& row : standings.rows)
                maximum = std::max(*maximum, row.cells[column].score);
        }
        for (StandingsRow& row : standings.rows)
            row.cells[column].maxScore = *maximum;
    }
    std::stable_sort(standings.rows.begin(), standings.rows.end(),
                     [](const StandingsRow& a, const StandingsRow& b) { return a.total > b.total; });
    for (int i = 0; i < standings.rows.size(); ++i)
        standings.rows[i].rank =
            i > 0 && standings.rows[i].total == standings.rows[i - 1].total ? standings.rows[i - 1].rank : i + 1;
    return standings;
}

QString standingsToText(const Standings& standings) {
    QList<QStringList> table;
    table << (QStringList{"Rank", "Contestant"} + standings.problems + QStringList{"Total"});
    for (const StandingsRow& row : standings.rows) {
        QStringList line{QString::number(row.rank), row.contestant};
        for (const StandingsCell& cell : row.cells)
            line << cellText(cell);
        line << formatPoints(row.total);
        table << line;
    }
    QList<qsizetype> widths(table.first().size(), 0);
    for (const QStringList& line : table)
        for (int column = 0; column < line.size(); ++column)
            widths[column] = std::max(widths[column], displayWidth(line[column]));
    QString text = standings.title + "\n\n";
    for (const QStringList& line : table) {
        QStringList padded;
        for (int column = 0; column < line.size(); ++column)
            padded << padToWidth(line[column], widths[column], column <= 1 ? Qt::AlignLeft : Qt::AlignRight);
        QString joined = padded.join("  ");
        while (joined.endsWith(' '))
            joined.chop(1);
        text += joined + '\n';
    }
    return text;
}

QJsonObject standingsToJson(const Standings& standings) {
    QJsonArray rows;
    for (const StandingsRow& row : standings.rows) {
        QJsonArray cells;
        for (int i = 0; i < row.cells.size(); ++i) {
            const StandingsCell& cell = row.cells[i];
            QJsonObject entry{{"problem", standings.problems.value(i)}, {"submitted", cell.submitted}};
            if (cell.submitted) {
                entry["verdict"] = cell.verdict;
                entry["score"] = cell.score;
                entry["max_time"] = cell.maxTime.count() / 1e9;
            }
            cells.append(entry);
        }
        rows.append(
            QJsonObject{{"rank", row.rank}, {"contestant", row.contestant}, {"total", row.total}, {"problems", cells}});
    }
    return {
        {"title", standings.title}, {"problems", QJsonArray::fromStringList(standings.problems)}, {"standings", rows}};
}

QByteArray standingsToCsv(const Standings& standings) {
    QStringList header{"rank", "contestant"};
    for (const QString& problem : standings.problems)
        header << problem << problem + " verdict";
    header << "total";
    QString csv = header.join(',') + "\r\n";
    for (const StandingsRow& row : standings.rows) {
        QStringList fields{QString::number(row.rank), csvField(row.contestant)};
        for (const StandingsCell& cell : row.cells)
            fields << (cell.submitted ? formatPoints(cell.score) : QString()) << cell.verdict;
        fields << formatPoints(row.total);
        csv += fields.join(',') + "\r\n";
    }
    return csv.toUtf8();
}

QByteArray standingsToHtml(const Standings& standings) {
    const QString title = standings.title.toHtmlEscaped();
    QString html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" % title %
                   " - standings</title>\n<style>\n"
                   "body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}\n"
                   "th,td{border:1px solid #bbb;padding:.3em .7em;text-align:center}td.name{text-align:left}\n"
                   "td.none{color:#999}small{display:block;color:#555}\n</style>\n</head>\n<body>\n<h1>" %
                   title % "</h1>\n<table>\n<tr><th>Rank</th><th>Contestant</th>";
    for (const QString& problem : standings.problems)
        html += "<th>" % problem.toHtmlEscaped() % "</th>";
    html += "<th>Total</th></tr>\n";
    for (const StandingsRow& row : standings.rows) {
        html += "<tr><td>" % QString::number(row.rank) % "</td><td class=\"name\">" % row.contestant.toHtmlEscaped() %
                "</td>";
        for (const StandingsCell& cell : row.cells) {
            if (!cell.submitted) {
                html += "<td class=\"none\">-</td>";
                continue;
            }
            // The board's colours: by the fraction of the problem's maximum scored.
            const QString kind = cell.verdict == "AC" ? "AC" : cell.score > 0 ? "partial" : "rejected";
            html += "<td class=\"" % kind % "\" style=\"background:" % cellColour(cell) % "\">" %
                    formatPoints(cell.score) % "<small>" % cell.verdict.toHtmlEscaped() % "</small></td>";
        }
        html += "<td><b>" % formatPoints(row.total) % "</b></td></tr>\n";
    }
    html += "</table>\n</body>\n</html>\n";
    return html.toUtf8();
}

} // namespace jd::contest
