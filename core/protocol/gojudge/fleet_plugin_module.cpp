// lib/judgedesk/judgedesk-fleet.so: the fleet executor for the desktop application (see fleet_plugin.h).
#include "fleet_executor.h"
#include "fleet_plugin.h"

#include <QObject>

namespace jd::gojudge {

class FleetPlugin : public QObject, public FleetFactory {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID JUDGEDESK_FLEET_FACTORY_IID)
    Q_INTERFACES(jd::gojudge::FleetFactory)
public:
    Result<ConnectedFleet> connect(const FleetOptions& options, std::shared_ptr<judge::Executor> here) override {
        auto fleet = FleetExecutor::connect(options, std::move(here));
        if (!fleet) return fleet.failure();
        const int capacity = (*fleet)->capacity();
        return ConnectedFleet{std::move(*fleet), capacity};
    }
};

} // namespace jd::gojudge

#include "fleet_plugin_module.moc"
