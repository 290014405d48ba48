#include "drop_plan.h"

#include "problem/package_archive.h"
#include "workspace/workspace_scan.h"

#include <QDir>
#include <QFileInfo>

namespace jd::ui {

DropPlan planDrop(const QStringList& paths, const std::function<bool(const QString&)>& isSource) {
    DropPlan plan;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        const QString absolute = QDir::cleanPath(info.absoluteFilePath());
        if (info.isDir()) {
            const auto kind = workspace::classifyDirectory(absolute);
            QString& slot = workspace::isProblem(kind)                    ? plan.problem
                            : kind == workspace::EntryKind::ContestFolder ? plan.contest
                                                                          : plan.workspace;
            if (slot.isEmpty())
                slot = absolute;
            else
                plan.ignored << absolute; // one problem, contest and workspace at a time
        } else if (info.isFile() && problem::isPackageArchive(absolute) && plan.problem.isEmpty()) {
            plan.problem = absolute;
        } else if (info.isFile() && isSource(absolute)) {
            plan.sources << absolute;
        } else {
            plan.ignored << absolute;
        }
    }
    return plan;
}

} // namespace jd::ui
