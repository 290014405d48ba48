#pragma once
// The fleet plugin (lib/judgedesk/judgedesk-fleet.so), loaded when go-judge servers are first named.
#include "common/result.h"

namespace jd::gojudge {
class FleetFactory;
}

namespace jd::ui {

Result<gojudge::FleetFactory*> fleetFactory();

} // namespace jd::ui
