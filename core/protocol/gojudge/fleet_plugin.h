#pragma once
// The fleet executor as a plugin for the desktop application: the client links Qt Network and
// WebSockets, and through them libproxy, GnuTLS and the rest, which the window's cold start does without;
// the plugin (lib/judgedesk/judgedesk-fleet.so) is loaded only when go-judge servers are named.
#include "common/result.h"
#include "fleet_options.h"
#include "judge/executor.h"

#include <QtPlugin>

#include <memory>

namespace jd::gojudge {

struct ConnectedFleet {
    std::shared_ptr<judge::Executor> executor;
    int capacity = 0; // runs in flight across the servers
};

class FleetFactory {
public:
    virtual ~FleetFactory() = default;
    virtual Result<ConnectedFleet> connect(const FleetOptions& options, std::shared_ptr<judge::Executor> here) = 0;
};

} // namespace jd::gojudge

#define JUDGEDESK_FLEET_FACTORY_IID "org.judgedesk.FleetFactory/1"
Q_DECLARE_INTERFACE(jd::gojudge::FleetFactory, JUDGEDESK_FLEET_FACTORY_IID)
