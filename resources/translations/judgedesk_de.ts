<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>KeptRuns</name>
    <message>
        <source>The sandbox cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox pool cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The go-judge servers: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PoolStatus</name>
    <message>
        <source>Sandboxes: none yet</source>
        <translation>Sandboxen: noch keine</translation>
    </message>
    <message>
        <source>The warm sandbox pool starts with the first judging.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandboxes: %1 busy, %2 warm of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemTemplate</name>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the input, writes the output, compared token by token with the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive</source>
        <translation>Interaktiv</translation>
    </message>
    <message>
        <source>Talks with an interactor (a Kattis output validator) that judges the conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored with groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test groups (subtasks) worth points each; partial solutions score part of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-pass</source>
        <translation>Mehrere Durchgänge</translation>
    </message>
    <message>
        <source>The validator gives the program a new input after each pass, up to a number of passes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::ContestBoardModel</name>
    <message>
        <source>not judged</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>judging…</source>
        <translation type="unfinished">bewerte…</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 of %5 points, slowest test %6 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source changed since it was judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::ContestJobs</name>
    <message>
        <source>JudgeDesk is busy: wait for the judging to end or cancel it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No languages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest&apos;s earlier judgements cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a contest folder first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a directory for the outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging the contest %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest&apos;s judgements are not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judgement of %1 for %2 was not kept: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::ContestPage</name>
    <message>
        <source>&lt;b&gt;No contest open&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Contest Folder…</source>
        <translation>Wettbewerbsordner öffnen…</translation>
    </message>
    <message>
        <source>Judge Selected (F9)</source>
        <translation>Auswahl bewerten (F9)</translation>
    </message>
    <message>
        <source>Judge Unjudged or Changed (F10)</source>
        <translation>Unbewertete oder geänderte bewerten (F10)</translation>
    </message>
    <message>
        <source>Judge All (F11)</source>
        <translation>Alle bewerten (F11)</translation>
    </message>
    <message>
        <source>Stop (F12)</source>
        <translation>Anhalten (F12)</translation>
    </message>
    <message>
        <source>Export Standings…</source>
        <translation>Rangliste exportieren…</translation>
    </message>
    <message>
        <source>Double-click a judged cell to see its judgement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m submissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running now</source>
        <translation>Läuft gerade</translation>
    </message>
    <message>
        <source>&lt;b&gt;Wrong outputs printed alike&lt;/b&gt; by several contestants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a contest folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to judge: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Judging %n submission(s)…</source>
        <translation>
            <numerusform>Bewerte %n Einsendung…</numerusform>
            <numerusform>Bewerte %n Einsendungen…</numerusform>
        </translation>
    </message>
    <message>
        <source>select the submissions first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every submission is judged and none changed since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody submitted anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a contest folder: data/&lt;problem&gt;/ with the tests, source/&lt;contestant&gt;/ with one source per problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contestants, %2 problems: %3 submissions judged, %4 to judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html);;Spreadsheet (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings were not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::CustomInputDialog</name>
    <message>
        <source>
… (%1 bytes in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input the program reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: the expected answer, checked by the problem&apos;s checker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run with Custom Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Input&lt;/b&gt; and, if you like, the &lt;b&gt;expected answer&lt;/b&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the program printed, and its standard error:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;CE&lt;/b&gt;: the solution does not compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) — %3, %4. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Input&lt;/b&gt; of the interactor and, if you like, its &lt;b&gt;answer file&lt;/b&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the interactor reads (the program sees only what the interactor tells it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: the answer file the interactor is given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the program and the interactor said to each other, and the program&apos;s standard error:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation went on beyond what was recorded; the first %1 messages are shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::DiffModel</name>
    <message numerus="yes">
        <source>… %n unchanged line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::DoctorModel</name>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::DoctorView</name>
    <message>
        <source>Check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Checking what the sandbox has on this machine…&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probing namespaces, cgroups, seccomp and toolchains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs get %1 isolation&lt;/b&gt;: %2.&lt;br&gt;Accounting: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The sandbox cannot start here:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 toolchains found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::GroupSettingsEditor</name>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Pass-fail: accepted when every test is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the scores</source>
        <translation>Summe der Punkte</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Kleinste Punktzahl</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <source>Maximum score</source>
        <translation>Größte Punktzahl</translation>
    </message>
    <message>
        <source>Stop at the first rejected test</source>
        <translation>Beim ersten abgelehnten Test anhalten</translation>
    </message>
    <message>
        <source>Judge every test</source>
        <translation>Jeden Test bewerten</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Most points (max_score):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted test scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected test scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a rejection:</source>
        <translation>Nach einer Ablehnung:</translation>
    </message>
    <message>
        <source>Output validator arguments:</source>
        <translation>Argumente des Ausgabeprüfers:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Group %1&lt;/b&gt; — data/%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polygon: %1 points in its tests%2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 for the whole group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; scores only once %1 are accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 2025-09 package aggregates scores by pass-fail, sum or min only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted test scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected test scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rejected test cannot score more than an accepted one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::HistoryModel</name>
    <message>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Submission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::HistoryView</name>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the results database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the Two Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge Again with Today&apos;s Package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution name contains…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two judgements (Ctrl+click) to compare them test by test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the selected judgement&apos;s solution again, with the package as it is now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests</source>
        <translation type="unfinished">Tests</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the selected solution again, with the package as it is now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the two judgements…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) changed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) moved notably</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) with other data</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) only in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) against %3 (%4): %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same source</source>
        <translation>derselbe Quelltext</translation>
    </message>
    <message>
        <source>the source was edited between them</source>
        <translation>der Quelltext wurde dazwischen geändert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>Its problem is no longer where it was judged</source>
        <translation>Seine Aufgabe ist nicht mehr dort, wo sie bewertet wurde</translation>
    </message>
    <message>
        <source>Judge the source as it was judged (a copy was kept; the file was edited since) again, with the package as it is now</source>
        <translation>Den Quelltext, wie er bewertet wurde (eine Kopie wurde aufbewahrt; die Datei wurde seither geändert), erneut mit dem heutigen Paket bewerten</translation>
    </message>
    <message>
        <source>Judge the source as it was judged (a copy was kept; the file is gone) again, with the package as it is now</source>
        <translation>Den Quelltext, wie er bewertet wurde (eine Kopie wurde aufbewahrt; die Datei gibt es nicht mehr), erneut mit dem heutigen Paket bewerten</translation>
    </message>
    <message>
        <source>The solution is no longer where it was judged, and no copy of it was kept</source>
        <translation>Die Lösung ist nicht mehr dort, wo sie bewertet wurde, und es wurde keine Kopie aufbewahrt</translation>
    </message>
    <message>
        <source>Forget…</source>
        <translation>Vergessen…</translation>
    </message>
    <message>
        <source>Remove the selected judgements from the results database for good</source>
        <translation>Die gewählten Bewertungen endgültig aus der Ergebnisdatenbank entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n judgement(s)</source>
        <translation>
            <numerusform>%n Bewertung vergessen</numerusform>
            <numerusform>%n Bewertungen vergessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still being judged, left</source>
        <translation>
            <numerusform>%n wird noch bewertet, bleibt</numerusform>
            <numerusform>%n werden noch bewertet, bleiben</numerusform>
        </translation>
    </message>
    <message>
        <source>their kept files stay: another database in the same folder shares them</source>
        <translation>ihre aufbewahrten Dateien bleiben: eine andere Datenbank im selben Ordner teilt sie</translation>
    </message>
    <message numerus="yes">
        <source>%n kept file(s) no judgement uses removed (%1)</source>
        <translation>
            <numerusform>%n aufbewahrte Datei, die keine Bewertung mehr nutzt, entfernt (%1)</numerusform>
            <numerusform>%n aufbewahrte Dateien, die keine Bewertung mehr nutzt, entfernt (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Forget judgements</source>
        <translation>Bewertungen vergessen</translation>
    </message>
    <message numerus="yes">
        <source>Forget %n judgement(s)? Their tests, outputs and kept sources are removed from the results database for good.</source>
        <translation>
            <numerusform>%n Bewertung vergessen? Ihre Tests, Ausgaben und aufbewahrten Quelltexte werden endgültig aus der Ergebnisdatenbank entfernt.</numerusform>
            <numerusform>%n Bewertungen vergessen? Ihre Tests, Ausgaben und aufbewahrten Quelltexte werden endgültig aus der Ergebnisdatenbank entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forgetting %n judgement(s)…</source>
        <translation>
            <numerusform>Vergesse %n Bewertung…</numerusform>
            <numerusform>Vergesse %n Bewertungen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot forget: %1</source>
        <translation>Kann nicht vergessen: %1</translation>
    </message>
</context>
<context>
    <name>jd::ui::JudgementComparisonModel</name>
    <message>
        <source>Test</source>
        <translation type="unfinished">Test</translation>
    </message>
    <message>
        <source>Verdict (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test&apos;s input or answer was not the same in the two judgements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test was not in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::JudgingController</name>
    <message>
        <source>JudgeDesk is busy: wait for the judging to end or cancel it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the source file(s) to judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No languages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a readable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot tell the language of %1: choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a directory for the outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging %1 (%2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judgement was not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JudgeDesk is busy: the languages are read again when it is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The languages cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The problem has no test %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1 again with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the custom input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1 on the custom input</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, the runs on %n go-judge server(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 names no time limit: calibrating it from its accepted solutions, as Kattis does (once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen on the Problem page; the package is for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::JudgingView</name>
    <message>
        <source>Judge</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record interactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Kattis or Polygon package, a DOMjudge zip, or a folder of tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solution&apos;s source file(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Language from the file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive problems: the judge relays what the program and the interactor say and records it for the Interaction tab. The relay costs time, so leave it off to be timed as over plain pipes (Kattis, Polygon); DOMjudge always relays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>CPU and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem to begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the file name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — score %1, slowest %2 s, most memory %3 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compilation failed:

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output&apos;s lines are the answer&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First difference at line %1, column %2: expected “%3”, got “%4”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No output was kept for this test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation went on beyond what was recorded (the transcript&apos;s size bound); the first %1 messages are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages between the program and the interactor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program and the interactor talked through plain pipes, so nothing was recorded. Tick “Record interactions” and judge again to see what they said.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an interactive test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
The program&apos;s standard error:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>The verdict is the problem&apos;s own checker&apos;s; this comparison is only a guide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in the conversation (Enter: next, Shift+Enter: previous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the Last Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run This Test Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a test to run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (was %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;CE&lt;/b&gt;: the solution does not compile now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom Input…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the solution on input you type, under this problem&apos;s limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom input: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, memory limit %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 says &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a directory for the kept copy</source>
        <translation>Kann kein Verzeichnis für die aufbewahrte Kopie anlegen</translation>
    </message>
    <message>
        <source>Cannot judge the kept copy: %1</source>
        <translation>Kann die aufbewahrte Kopie nicht bewerten: %1</translation>
    </message>
    <message>
        <source>The source as judged on %1 (judgement #%2), from the copy kept in the results database: the file is gone. Choose… a source to judge files as they are now.</source>
        <translation>Der Quelltext, wie er am %1 bewertet wurde (Bewertung #%2), aus der in der Ergebnisdatenbank aufbewahrten Kopie: die Datei gibt es nicht mehr. Mit „Auswählen…“ eine Quelle wählen, um Dateien so zu bewerten, wie sie jetzt sind.</translation>
    </message>
    <message>
        <source>The source as judged on %1 (judgement #%2), from the copy kept in the results database: the file was edited since. Choose… it to judge it as it is now.</source>
        <translation>Der Quelltext, wie er am %1 bewertet wurde (Bewertung #%2), aus der in der Ergebnisdatenbank aufbewahrten Kopie: die Datei wurde seither geändert. Mit „Auswählen…“ wählen, um sie so zu bewerten, wie sie jetzt ist.</translation>
    </message>
</context>
<context>
    <name>jd::ui::KeptSourceView</name>
    <message>
        <source>No copy of the source was kept with this judgement: it was made before JudgeDesk kept them.</source>
        <translation>Mit dieser Bewertung wurde keine Kopie des Quelltexts aufbewahrt: Sie entstand, bevor JudgeDesk sie aufbewahrte.</translation>
    </message>
    <message>
        <source>The source as it was judged; the file is no longer there (or cannot be read).</source>
        <translation>Der Quelltext, wie er bewertet wurde; die Datei ist nicht mehr da (oder nicht lesbar).</translation>
    </message>
    <message>
        <source>The source as it was judged; the file has been edited since.</source>
        <translation>Der Quelltext, wie er bewertet wurde; die Datei wurde seitdem geändert.</translation>
    </message>
    <message>
        <source>The source as it was judged, the same as the file is now.</source>
        <translation>Der Quelltext, wie er bewertet wurde, gleich der Datei, wie sie jetzt ist.</translation>
    </message>
    <message>
        <source>No copy of %1 could be kept: it was too large, or could not be read.</source>
        <translation>Von %1 konnte keine Kopie aufbewahrt werden: zu groß oder nicht lesbar.</translation>
    </message>
</context>
<context>
    <name>jd::ui::LanguagesModel</name>
    <message>
        <source>{sources}, {main}, {binary}, {outdir}, {mainclass} and {memory_mb} are filled in when it runs. Double-click to change it for this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::LimitSensitivityModel</name>
    <message>
        <source>%1 or slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test stopped at the time limit it was judged with; whether it would end in time under a higher one needs running it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Got</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>At %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As expected there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At another limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::MainWindow</name>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>JudgeDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>%1 — JudgeDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging done</source>
        <translation>Bewertung abgeschlossen</translation>
    </message>
    <message>
        <source>Open workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Problem…</source>
        <translation>&amp;Neue Aufgabe…</translation>
    </message>
    <message>
        <source>Open &amp;Workspace…</source>
        <translation>&amp;Arbeitsordner öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Problem…</source>
        <translation>Aufgabe ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open the &amp;Examples</source>
        <translation>&amp;Beispiele öffnen</translation>
    </message>
    <message>
        <source>&amp;Close Workspace</source>
        <translation>Arbeitsordner &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>Be&amp;werten</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop Judging</source>
        <translation>Bewertung &amp;anhalten</translation>
    </message>
    <message>
        <source>Shift+F9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Problem</source>
        <translation>Aufgabe &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Ctrl+F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About JudgeDesk</source>
        <translation>&amp;Über JudgeDesk</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The problem %1 has edits that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The templates (the examples) are not installed beside JudgeDesk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
    <message>
        <source>Clear the List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About JudgeDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened (not a problem, a folder or a source file): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export or import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging or validating is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every solution judged</source>
        <translation>Alle Lösungen bewertet</translation>
    </message>
    <message>
        <source>Validation done</source>
        <translation>Validierung abgeschlossen</translation>
    </message>
    <message>
        <source>&amp;Import Package…</source>
        <translation>Paket &amp;importieren…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a &amp;DOMjudge Zip…</source>
        <translation>Als &amp;DOMjudge-Zip…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Validate Inputs</source>
        <translation>Eingaben &amp;validieren</translation>
    </message>
    <message>
        <source>Judge &amp;All Solutions</source>
        <translation>&amp;Alle Lösungen bewerten</translation>
    </message>
    <message>
        <source>Ctrl+F9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Problem</source>
        <translation>Aufgabe &amp;exportieren</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as a DOMjudge Zip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOMjudge needs a time limit, and this problem has none fixed (Kattis derives it from the accepted submissions). Time limit in seconds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as a Kattis Package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zip archive (*.zip);;Folder (no extension)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zip archive (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message numerus="yes">
        <source>, %n submission(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>It is judged there as it is here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged differently there:</source>
        <translation>Dort anders bewertet:</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a solution</source>
        <translation>Lösung hinzufügen</translation>
    </message>
    <message>
        <source>%1 is expected to be:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import into which workspace folder?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a problem package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem packages (*.zip *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird erzeugt…</translation>
    </message>
    <message>
        <source>Tests generated, with failures: see the Generator column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests generated</source>
        <translation>Tests erzeugt</translation>
    </message>
    <message>
        <source>Stress test: a counterexample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress test: none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Regenerate All Tests</source>
        <translation>Alle Tests &amp;neu erzeugen</translation>
    </message>
    <message>
        <source>&amp;Stress Test…</source>
        <translation>&amp;Stresstest…</translation>
    </message>
    <message>
        <source>Shift+F6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the &amp;Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest</source>
        <translation>Wettbewerb</translation>
    </message>
    <message>
        <source>Contest judged</source>
        <translation>Wettbewerb bewertet</translation>
    </message>
    <message>
        <source>Open &amp;Contest Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge &amp;Unjudged or Changed Submissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the &amp;Whole Contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this machine has…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No syntax highlighting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;JudgeDesk %1&lt;/h3&gt;&lt;p&gt;Prepare problems and judge programming-contest solutions on this workstation.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;%4&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a &amp;Kattis Package (2023-07, for problemtools)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1 as a %2: %n test(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>passes every test</source>
        <translation>besteht jeden Test</translation>
    </message>
    <message>
        <source>the model solution, passing every test (a package has one)</source>
        <translation>die Musterlösung, besteht jeden Test (ein Paket hat eine)</translation>
    </message>
    <message>
        <source>some test gets a wrong answer</source>
        <translation>ein Test bekommt eine falsche Antwort</translation>
    </message>
    <message>
        <source>some test gets an answer in the wrong form</source>
        <translation>ein Test bekommt eine Antwort in falscher Form</translation>
    </message>
    <message>
        <source>some test runs out of time</source>
        <translation>ein Test überschreitet die Zeit</translation>
    </message>
    <message>
        <source>passes, or runs out of time</source>
        <translation>besteht, oder überschreitet die Zeit</translation>
    </message>
    <message>
        <source>some test runs out of memory</source>
        <translation>ein Test überschreitet den Speicher</translation>
    </message>
    <message>
        <source>runs out of time or of memory</source>
        <translation>überschreitet Zeit oder Speicher</translation>
    </message>
    <message>
        <source>some test crashes</source>
        <translation>ein Test stürzt ab</translation>
    </message>
    <message>
        <source>runs out of time or crashes</source>
        <translation>überschreitet die Zeit oder stürzt ab</translation>
    </message>
    <message>
        <source>solves some subtasks</source>
        <translation>löst einige Teilaufgaben</translation>
    </message>
    <message>
        <source>some test rejects it, any way</source>
        <translation>ein Test lehnt sie ab, gleich wie</translation>
    </message>
    <message>
        <source>correct, maybe too slow</source>
        <translation>richtig, vielleicht zu langsam</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>jd::ui::NewProblemDialog</name>
    <message>
        <source>New Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name contestants see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the new problem goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder&apos;s name is lower-case letters, digits, &apos;-&apos; and &apos;_&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such folder to put it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::PackageController</name>
    <message>
        <source>An export or import is still running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::ProblemDocument</name>
    <message>
        <source>Change the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the memory limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the output limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the validator flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened from an archive: edits would be lost with the unpacked copy. Unpack it into a folder to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the validation passes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::ProblemEditor</name>
    <message>
        <source>Reload from Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory limit (MiB):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output limit (MiB):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validator flags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: calibrated from the accepted solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. float_tolerance 1e-6, case_sensitive, space_change_sensitive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package&apos;s settings changed on disk. Reloading drops your unsaved edits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package&apos;s settings changed on disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem to edit it: from the workspace panel, or File ▸ Open Problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default validator compares tokens; these flags tune it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom validator (%1) gets these as arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: a field is refused (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a Checker File…</source>
        <translation>Checker-Datei verwenden…</translation>
    </message>
    <message>
        <source>Use the Built-in Comparison</source>
        <translation>Eingebauten Vergleich verwenden</translation>
    </message>
    <message>
        <source>Save Checker</source>
        <translation>Checker speichern</translation>
    </message>
    <message>
        <source>Checker:</source>
        <translation>Checker:</translation>
    </message>
    <message>
        <source>A checker speaking Kattis&apos;s output validator protocol (42 accepts, 43 rejects)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources (*.cpp *.cc *.c *.py *.java *.kt *.rs *.go);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checker was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in comparison: tokens compared, numbers within the tolerance the validator flags give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, speaking %2&apos;s protocol%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>testlib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kattis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the problem needs it: interactive or multi-pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checker was not set: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checker is now %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checker was kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in comparison judges the outputs again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Mit Punkten</translation>
    </message>
    <message>
        <source>Interactive</source>
        <translation>Interaktiv</translation>
    </message>
    <message>
        <source>Multi-pass</source>
        <translation>Mehrere Durchgänge</translation>
    </message>
    <message>
        <source>Validation passes:</source>
        <translation>Prüfdurchgänge:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>CMS</source>
        <translation>CMS</translation>
    </message>
    <message>
        <source>%1&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose rules judge the problem here: those of the system its package is for, unless another is chosen to see how that one would judge it. The package is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input and output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>omegaUp compares by its validator &apos;%1&apos; (settings.json); it takes no flags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>omegaUp gives its validator (%1) the case&apos;s name and the language, not flags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOMjudge runs the interactive validator (%1) without flags: these are not passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> On DOMjudge a group&apos;s own output_validator_flags replace them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A testlib checker (%1) gets the input, the output and the answer, not flags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CMS checker (%1) gets the input, the answer and the output, not flags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polygon package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPS package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>omegaUp problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder of bare tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kattis legacy package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kattis %1 package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), judged by %3 rules: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input and output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program reads %1 and writes %2 in its working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the Settings page&apos;s limit for packages that name none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>omegaUp</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::ResourceChart</name>
    <message>
        <source>CPU time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time limit %1 ms</source>
        <translation>Zeitlimit %1 ms</translation>
    </message>
    <message>
        <source>memory limit %1 MiB</source>
        <translation>Speicherlimit %1 MiB</translation>
    </message>
    <message>
        <source>%1 at %2 ms</source>
        <translation>%1 nach %2 ms</translation>
    </message>
</context>
<context>
    <name>jd::ui::RunSparklines</name>
    <message>
        <source>The tests running now; click one to follow it in the big chart</source>
        <translation>Die gerade laufenden Tests; ein Klick zeigt einen davon im großen Diagramm</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>jd::ui::SettingsPage</name>
    <message>
        <source>Run each worker on a CPU of its own (CPU 0 stays with the desktop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the Built-in Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (%1 on this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tests run at once. More than the cores there are makes times noisy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For packages that name no time limit (Kattis&apos;s own default is 1 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The desktop&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit when a package names none:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs with the built-in commands again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The languages cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 languages are installed here. A command changed below is kept for this machine in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s commands changed for this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package&apos;s system&apos;s own (Kattis 2048 MiB, LemonLime 512 MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For packages that name no memory limit. A package that names one is judged by it; the judgement says which limit it had and where it came from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory limit when a package names none:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the submissions run on this machine.
One go-judge server per line, such as 10.0.0.5:5050</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go-judge servers (go-judge itself, or judgedesk-cli serve on other machines). The submissions&apos; runs go to them; compiling, checking and scoring stay here. A server that stops answering is taken out and its runs go to the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run submissions on go-judge servers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their token:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::SharedOutputsModel</name>
    <message>
        <source>%1 (%2 bytes in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n contestant(s)</source>
        <translation>
            <numerusform>%n Teilnehmer</numerusform>
            <numerusform>%n Teilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished">Aufgabe</translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished">Test</translation>
    </message>
    <message>
        <source>Printed by</source>
        <translation>Ausgegeben von</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Contestants</source>
        <translation>Teilnehmer</translation>
    </message>
</context>
<context>
    <name>jd::ui::SideBySideView</name>
    <message numerus="yes">
        <source>%1, %n line(s)</source>
        <translation>
            <numerusform>%1, %n Zeile</numerusform>
            <numerusform>%1, %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Show whitespace</source>
        <translation>Leerraum zeigen</translation>
    </message>
    <message>
        <source>Jump to First Difference</source>
        <translation>Zum ersten Unterschied</translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished">Eingabe</translation>
    </message>
    <message>
        <source>Expected answer</source>
        <translation>Erwartete Antwort</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Scroll the answer and the output to where they part (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing the output with the answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output could not be compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output matches the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;First difference&lt;/b&gt;: line %1, column %2 of the output (line %3, column %4 of the answer): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared as %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::SolutionMatrixModel</name>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, score %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judging…</source>
        <translation>bewerte…</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>As expected</source>
        <translation>Wie erwartet</translation>
    </message>
    <message>
        <source>Expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Got</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::SolutionsJobs</name>
    <message>
        <source>Judging or validating is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging every solution of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::SolutionsPage</name>
    <message>
        <source>Judge All Solutions</source>
        <translation>Alle Lösungen bewerten</translation>
    </message>
    <message>
        <source>Add Solution…</source>
        <translation>Lösung hinzufügen…</translation>
    </message>
    <message>
        <source>Go to the Calibrated Limit</source>
        <translation>Zum kalibrierten Limit</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <source>Limit Sensitivity</source>
        <translation>Empfindlichkeit des Zeitlimits</translation>
    </message>
    <message>
        <source>Test Strength</source>
        <translation>Stärke der Tests</translation>
    </message>
    <message>
        <source>Copies a source into submissions/, in the directory of the verdict it should get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wrong solution was judged: add solutions expected to be rejected to see what the tests catch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Accepted by every test:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests that reject no wrong solution: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calibrated from the accepted solutions: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no accepted solution to calibrate from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 s&lt;/b&gt; (judged with %2 s; %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution changes its verdict there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s) change their verdict there</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of them against expectation.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The problem has no solutions (submissions/ in Kattis packages, solutions in Polygon&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s), %1 tests: not judged yet.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 judged: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all as expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n not as expected&lt;/b&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n skipped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Time margins</source>
        <translation>Zeitreserven</translation>
    </message>
    <message>
        <source>Runs every test to the time limit × %1 (time_limit_to_tle) and warns (⚠) about a solution whose verdict changes on the way, or an accepted one slower than the limit / %2 (ac_to_time_limit), as Kattis&apos;s verifyproblem does. On by default for Kattis packages; the verdicts are judged at the limit either way.</source>
        <translation>Lässt jeden Test bis zum Zeitlimit × %1 (time_limit_to_tle) laufen und warnt (⚠) vor einer Lösung, deren Urteil sich auf dem Weg ändert, oder einer akzeptierten, die langsamer ist als das Limit / %2 (ac_to_time_limit), wie Kattis&apos; verifyproblem. Für Kattis-Pakete standardmäßig an; geurteilt wird in jedem Fall am Limit.</translation>
    </message>
    <message numerus="yes">
        <source>, %n with a time-margin warning (⚠, its tooltip says which)</source>
        <translation>
            <numerusform>, %n mit einer Zeitreserven-Warnung (⚠, der Tooltip sagt welche)</numerusform>
            <numerusform>, %n mit Zeitreserven-Warnungen (⚠, die Tooltips sagen welche)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs every test of every solution. Otherwise a solution stops at the test whose rejection decides its verdict, as the package&apos;s system stops (on_reject: break, DOMjudge&apos;s lazy judging) and its per-test rules (submissions.yaml&apos;s permitted and required) are settled: the verdicts are the same, the tests after it show as “not needed”, and the test strength knows less. Scoring problems run every test but in groups scored only when complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged with %1 s: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wrong solution(s) stopped at the test that decided the verdict: what later tests reject is not known (check &lt;i&gt;Every test&lt;/i&gt; and judge again to see it).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No solution with the verdict it should get: the sources beside the tests open from the workspace panel, and Add Solution… keeps one in submissions/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies a source into solutions/ and names it in problem.xml with the tag of the verdict it should get, as Polygon does</source>
        <translation>Kopiert eine Quelle nach solutions/ und nennt sie in problem.xml mit dem Tag des Urteils, das sie bekommen soll, wie Polygon es tut</translation>
    </message>
    <message>
        <source>Copies a source into solution/ and names it in solutions.json with the verdict it should get, as TPS does</source>
        <translation>Kopiert eine Quelle nach solution/ und nennt sie in solutions.json mit dem Urteil, das sie bekommen soll, wie TPS es tut</translation>
    </message>
</context>
<context>
    <name>jd::ui::SourceEditor</name>
    <message>
        <source>Shown as %1 and read-only: the file is not UTF-8, and saving it would change bytes that were not edited.</source>
        <translation>Als %1 angezeigt und schreibgeschützt: Die Datei ist kein UTF-8, und Speichern würde Bytes ändern, die nicht bearbeitet wurden.</translation>
    </message>
    <message>
        <source>Shown as %1: the file is not UTF-8. An edit is saved in %1 again, as the file was written.</source>
        <translation>Als %1 angezeigt: Die Datei ist kein UTF-8. Eine Änderung wird wieder in %1 gespeichert, wie die Datei geschrieben wurde.</translation>
    </message>
    <message>
        <source>Read-only: its lines end in more than one way (Windows&apos; CR LF and another), and saving it would end them all alike.</source>
        <translation>Schreibgeschützt: Ihre Zeilen enden auf mehr als eine Art (CR LF wie unter Windows und eine andere), und Speichern würde sie alle gleich enden lassen.</translation>
    </message>
</context>
<context>
    <name>jd::ui::StatementView</name>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Opens the file in the desktop&apos;s viewer for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statement:</source>
        <translation>Aufgabentext:</translation>
    </message>
    <message>
        <source>no language given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF: Open… shows it in the desktop&apos;s viewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to show here (%2 MiB): Open… shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX, shown as its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The package has no statement (statement/problem.en.md, problem_statement/, Polygon&apos;s statements/, or omegaUp&apos;s statements/es.markdown).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::StressDialog</name>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
… (%1 bytes in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished">Start</translation>
    </message>
    <message>
        <source>Add as Test</source>
        <translation>Als Test hinzufügen</translation>
    </message>
    <message>
        <source>Stress Test — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seed} becomes the round&apos;s seed; without it the seed is added last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator:</source>
        <translation>Generator:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>Referenz:</translation>
    </message>
    <message>
        <source>Solution under test:</source>
        <translation>Getestete Lösung:</translation>
    </message>
    <message>
        <source>rounds, at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counterexample</source>
        <translation>Gegenbeispiel</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Expected (reference)</source>
        <translation>Erwartet (Referenz)</translation>
    </message>
    <message>
        <source>Got</source>
        <translation type="unfinished">Erhalten</translation>
    </message>
    <message>
        <source>Test name:</source>
        <translation>Testname:</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added as the test %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a generator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a reference and a solution to test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference and the solution under test are the same file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s), no difference yet</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No counterexample: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on seed %2 (generator arguments: %3)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::TestDataEditor</name>
    <message>
        <source>Edit Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file yet: what you type here is saved as it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

… %1 not shown …

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preview of a %1 file: its first and last 64 KiB, read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading all of it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not text (%1): shown read-only, since saving it would change its bytes.</source>
        <translation>Kein Text (%1): schreibgeschützt angezeigt, da Speichern seine Bytes ändern würde.</translation>
    </message>
</context>
<context>
    <name>jd::ui::TestStrengthModel</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Rejects</source>
        <translation>Lehnt ab</translation>
    </message>
    <message>
        <source>Wrong solutions it rejects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this test rejects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::TestsJobs</name>
    <message>
        <source>Judging or validating is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validating the inputs of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating the tests of %1</source>
        <translation type="unfinished">Die Tests von %1 werden erzeugt</translation>
    </message>
    <message>
        <source>Stress-testing %1</source>
        <translation type="unfinished">Stresstest von %1</translation>
    </message>
</context>
<context>
    <name>jd::ui::TestsModel</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validator failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validator</source>
        <translation>Validator</translation>
    </message>
    <message>
        <source>Input %1, answer %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by this generator command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>What the group is worth, as the package says</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::TestsPage</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new empty test in the selected group, numbered after its last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to a new group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group (below data/):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name (below data/):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the test %1 and its files? Edit ▸ Undo brings them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import tests from a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name.in + name.ans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name.in + name.out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N + N.a (Polygon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test(s), %1 file(s) left unpaired</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input pattern:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer pattern:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate Inputs</source>
        <translation>Eingaben validieren</translation>
    </message>
    <message>
        <source>Validating…</source>
        <translation>Validiere…</translation>
    </message>
    <message numerus="yes">
        <source>All %n input(s) valid</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the validator failed on %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Runs %1 on every test&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input validators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The problem has no input validator (input_validators/ in a Kattis package, validators in Polygon&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Regenerate All</source>
        <translation>Alle neu erzeugen</translation>
    </message>
    <message>
        <source>Stress Test…</source>
        <translation>Stresstest…</translation>
    </message>
    <message>
        <source>made by hand — or a generator and its arguments, e.g. gen.py 10 {seed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs this test&apos;s generator, validates the input and writes its answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator:</source>
        <translation>Generator:</translation>
    </message>
    <message>
        <source>No test says how it is made: give one a generator command below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs every generator (%1), the validators, and the main solution for the answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n failed&lt;/b&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>answers kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n invalid&lt;/b&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Earlier in its group: trades names with the test above (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later in its group: trades names with the test below (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add test %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n test(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings of group %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) not run</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not saved: %2</source>
        <translation>%1 wurde nicht gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>jd::ui::TranscriptModel</name>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program → interactor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactor → program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::WelcomePage</name>
    <message>
        <source>Open the examples</source>
        <translation>Die Beispiele öffnen</translation>
    </message>
    <message>
        <source>&lt;h1&gt;JudgeDesk&lt;/h1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare problems and judge solutions on this workstation, in a real sandbox, the way Kattis, DOMjudge and Polygon judge them.</source>
        <translation>Aufgaben vorbereiten und Lösungen auf diesem Rechner bewerten, in einer echten Sandbox, so wie Kattis, DOMjudge und Polygon sie bewerten.</translation>
    </message>
    <message>
        <source>Open a workspace folder…</source>
        <translation>Einen Arbeitsordner öffnen…</translation>
    </message>
    <message>
        <source>Open a problem package…</source>
        <translation>Ein Aufgabenpaket öffnen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent workspaces&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zuletzt geöffnete Arbeitsordner&lt;/b&gt;</translation>
    </message>
    <message>
        <source>You can also drop a folder, a package .zip or source files anywhere in this window.</source>
        <translation>Sie können auch einen Ordner, ein Paket als .zip oder Quelltexte irgendwo in dieses Fenster ziehen.</translation>
    </message>
    <message>
        <source>The examples are not installed beside JudgeDesk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
</context>
<context>
    <name>jd::ui::WorkspaceController</name>
    <message>
        <source>%1 is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jd::ui::WorkspaceModel</name>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kattis problem package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOMjudge problem package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polygon package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem package archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Contest problem (tests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPS package (CMS)</source>
        <translation>TPS-Paket (CMS)</translation>
    </message>
    <message>
        <source>omegaUp problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of bare tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged against %1</source>
        <translation>Bewertet mit der Aufgabe %1</translation>
    </message>
    <message>
        <source>Contestant</source>
        <translation>Teilnehmer</translation>
    </message>
</context>
<context>
    <name>jd::ui::WorkspaceView</name>
    <message>
        <source>Not everything is listed: the folder holds too much to scan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Problem</source>
        <translation>Aufgabe ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Open on the Contest Page</source>
        <translation>Auf der Wettbewerbsseite ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Open with Its Problem</source>
        <translation>Mit seiner Aufgabe ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>Be&amp;werten</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>Pfad &amp;kopieren</translation>
    </message>
    <message>
        <source>Show in &amp;File Manager</source>
        <translation>Im &amp;Dateimanager zeigen</translation>
    </message>
    <message>
        <source>&amp;Rescan Workspace</source>
        <translation>Arbeitsordner &amp;neu einlesen</translation>
    </message>
</context>
</TS>
