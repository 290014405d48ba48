#pragma once
// The standings of a judged contest: one row per contestant, ranked by total points (equal totals
// share a rank), and the forms they are read in: a text table, CSV for spreadsheets, a standalone HTML
// page to project or publish.
#include "contest_judge.h"

#include <QJsonObject>

#include <algorithm>

namespace jd::contest {

struct StandingsCell {
    bool submitted = false;
    QString verdict; // a code such as AC, WA, CE; JE when the judge could not judge it, "refused" when the
                     // source was not read (Contestant::refused)
    double score = 0;
    double maxScore = 100; // the problem's (contestMaxScore), else the best score of the column
    std::chrono::nanoseconds maxTime{0};
    double fraction() const { return maxScore > 0 ? std::clamp(score / maxScore, 0.0, 1.0) : 0; }
};

// Points as every form of the standings writes them: whole numbers bare, others to two decimals.
QString formatPoints(double value);

// A cell's colour on the board and in the HTML standings, by the fraction of the maximum it scored: red
// for nothing, through yellow, to green for everything. Empty for a cell with nothing submitted.
QString cellColour(const StandingsCell& cell);

struct StandingsRow {
    int rank = 0;
    QString contestant;
    QList<StandingsCell> cells; // in the contest's problem order
    double total = 0;
};

struct Standings {
    QString title;
    QStringList problems;
    QList<StandingsRow> rows;
};

Standings computeStandings(const Contest& contest, const ContestResults& results);

QString standingsToText(const Standings& standings);
QJsonObject standingsToJson(const Standings& standings);
QByteArray standingsToCsv(const Standings& standings);
QByteArray standingsToHtml(const Standings& standings);

} // namespace jd::contest
