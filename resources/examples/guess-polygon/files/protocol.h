// The testlib exit codes, for the interactor and checker of this example (which do without testlib.h).
#pragma once
enum { kOk = 0, kWrongAnswer = 1, kPresentationError = 2, kFail = 3 };
