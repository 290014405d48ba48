<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>jd::ui::ContestPage</name>
    <message numerus="yes">
        <source>Judging %n submission(s)…</source>
        <translation>
            <numerusform>Judging %n submission…</numerusform>
            <numerusform>Judging %n submissions…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::DiffModel</name>
    <message numerus="yes">
        <source>… %n unchanged line(s)</source>
        <translation>
            <numerusform>… %n unchanged line</numerusform>
            <numerusform>… %n unchanged lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::HistoryView</name>
    <message numerus="yes">
        <source>%n judgement(s) in %1</source>
        <translation>
            <numerusform>%n judgement in %1</numerusform>
            <numerusform>%n judgements in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) changed</source>
        <translation>
            <numerusform>%n verdict changed</numerusform>
            <numerusform>%n verdicts changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) moved notably</source>
        <translation>
            <numerusform>%n time moved notably</numerusform>
            <numerusform>%n times moved notably</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) with other data</source>
        <translation>
            <numerusform>%n test with other data</numerusform>
            <numerusform>%n tests with other data</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) only in %1</source>
        <translation>
            <numerusform>%n test only in %1</numerusform>
            <numerusform>%n tests only in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n judgement(s)</source>
        <translation>
            <numerusform>Forgot %n judgement</numerusform>
            <numerusform>Forgot %n judgements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still being judged, left</source>
        <translation>
            <numerusform>%n still being judged, left</numerusform>
            <numerusform>%n still being judged, left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept file(s) no judgement uses removed (%1)</source>
        <translation>
            <numerusform>%n kept file no judgement uses removed (%1)</numerusform>
            <numerusform>%n kept files no judgement uses removed (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget %n judgement(s)? Their tests, outputs and kept sources are removed from the results database for good.</source>
        <translation>
            <numerusform>Forget %n judgement? Its tests, outputs and kept sources are removed from the results database for good.</numerusform>
            <numerusform>Forget %n judgements? Their tests, outputs and kept sources are removed from the results database for good.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forgetting %n judgement(s)…</source>
        <translation>
            <numerusform>Forgetting %n judgement…</numerusform>
            <numerusform>Forgetting %n judgements…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::JudgingController</name>
    <message numerus="yes">
        <source>, the runs on %n go-judge server(s)</source>
        <translation>
            <numerusform>, the runs on %n go-judge server</numerusform>
            <numerusform>, the runs on %n go-judge servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::MainWindow</name>
    <message numerus="yes">
        <source>, %n submission(s).</source>
        <translation>
            <numerusform>, %n submission.</numerusform>
            <numerusform>, %n submissions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1 as a %2: %n test(s)</source>
        <translation>
            <numerusform>Exported to %1 as a %2: %n test</numerusform>
            <numerusform>Exported to %1 as a %2: %n tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::SharedOutputsModel</name>
    <message numerus="yes">
        <source>%n contestant(s)</source>
        <translation>
            <numerusform>%n contestant</numerusform>
            <numerusform>%n contestants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::SideBySideView</name>
    <message numerus="yes">
        <source>%1, %n line(s)</source>
        <translation>
            <numerusform>%1, %n line</numerusform>
            <numerusform>%1, %n lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::SolutionsPage</name>
    <message numerus="yes">
        <source>%n solution(s) change their verdict there</source>
        <translation>
            <numerusform>%n solution changes its verdict there</numerusform>
            <numerusform>%n solutions change their verdict there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of them against expectation.</source>
        <translation>
            <numerusform>, %n of them against expectation.</numerusform>
            <numerusform>, %n of them against expectation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s), %1 tests: not judged yet.</source>
        <translation>
            <numerusform>%n solution, %1 tests: not judged yet.</numerusform>
            <numerusform>%n solutions, %1 tests: not judged yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n not as expected&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n not as expected&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n not as expected&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n skipped</source>
        <translation>
            <numerusform>, %n skipped</numerusform>
            <numerusform>, %n skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n with a time-margin warning (⚠, its tooltip says which)</source>
        <translation>
            <numerusform>, %n with a time-margin warning (⚠, its tooltip says which)</numerusform>
            <numerusform>, %n with time-margin warnings (⚠, their tooltips say which)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong solution(s) stopped at the test that decided the verdict: what later tests reject is not known (check &lt;i&gt;Every test&lt;/i&gt; and judge again to see it).</source>
        <translation>
            <numerusform>%n wrong solution stopped at the test that decided the verdict: what later tests reject is not known (check &lt;i&gt;Every test&lt;/i&gt; and judge again to see it).</numerusform>
            <numerusform>%n wrong solutions stopped at the test that decided the verdict: what later tests reject is not known (check &lt;i&gt;Every test&lt;/i&gt; and judge again to see it).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::StressDialog</name>
    <message numerus="yes">
        <source>%n round(s), no difference yet</source>
        <translation>
            <numerusform>%n round, no difference yet</numerusform>
            <numerusform>%n rounds, no difference yet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::TestsModel</name>
    <message numerus="yes">
        <source>%n test(s)</source>
        <translation>
            <numerusform>%n test</numerusform>
            <numerusform>%n tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jd::ui::TestsPage</name>
    <message numerus="yes">
        <source>%n test(s), %1 file(s) left unpaired</source>
        <translation>
            <numerusform>%n test, %1 file(s) left unpaired</numerusform>
            <numerusform>%n tests, %1 file(s) left unpaired</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n input(s) valid</source>
        <translation>
            <numerusform>All %n input valid</numerusform>
            <numerusform>All %n inputs valid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid</source>
        <translation>
            <numerusform>%n invalid</numerusform>
            <numerusform>%n invalid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the validator failed on %n</source>
        <translation>
            <numerusform>the validator failed on %n</numerusform>
            <numerusform>the validator failed on %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) written</source>
        <translation>
            <numerusform>%n input written</numerusform>
            <numerusform>%n inputs written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n failed&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n failed&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n failed&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) written</source>
        <translation>
            <numerusform>%n answer written</numerusform>
            <numerusform>%n answers written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n invalid&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n invalid&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n invalid&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n test(s)</source>
        <translation>
            <numerusform>Import %n test</numerusform>
            <numerusform>Import %n tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) not run</source>
        <translation>
            <numerusform>%n recipe not run</numerusform>
            <numerusform>%n recipes not run</numerusform>
        </translation>
    </message>
</context>
</TS>
