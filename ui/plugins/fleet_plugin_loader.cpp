#include "fleet_plugin_loader.h"

#include "plugin_library.h"
#include "protocol/gojudge/fleet_plugin.h"

namespace jd::ui {

Result<gojudge::FleetFactory*> fleetFactory() {
    auto plugin = loadPluginLibrary("judgedesk-fleet.so", "go-judge fleet");
    if (!plugin) return plugin.failure();
    if (auto* factory = qobject_cast<gojudge::FleetFactory*>(*plugin)) return factory;
    return fail("the go-judge fleet plugin is not one");
}

} // namespace jd::ui
