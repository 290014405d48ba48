#pragma once
// What dropping files on the window means: a problem folder or package archive opens that problem, a
// contest folder opens on the Contest page, any other folder becomes the workspace, source files become the solution to
// judge (several at once are one submission of several files). Anything else is named as not understood.
#include <QString>
#include <QStringList>

#include <functional>

namespace jd::ui {

struct DropPlan {
    QString workspace; // a folder that is not a problem
    QString problem;   // a problem folder or archive
    QString contest;   // a contest folder (LemonLime / Cena)
    QStringList sources;
    QStringList ignored;
    bool isEmpty() const { return workspace.isEmpty() && problem.isEmpty() && contest.isEmpty() && sources.isEmpty(); }
};

DropPlan planDrop(const QStringList& paths, const std::function<bool(const QString&)>& isSource);

} // namespace jd::ui
