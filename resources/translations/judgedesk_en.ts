<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</context>
</TS>
