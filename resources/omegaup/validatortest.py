"""omegaup.validator.validatortest as omegaUp's problem repositories call it from tests/test-validator.py.

JudgeDesk's own rendering of libomegaup's module (no Debian package carries libomegaup): the script defines
unittest test cases that read the case from data.in and its name from sys.argv[1]; main() runs them, prints 1
when every one passes and 0 otherwise, and leaves the failures' report (the assertion messages an
.expected-failure file quotes) on standard error.
"""
import sys
import unittest


def main():
    # The case name and the language stay in sys.argv for the tests; unittest must not take them for its own.
    runner = unittest.TextTestRunner(stream=sys.stderr, verbosity=0)
    program = unittest.main(module="__main__", argv=sys.argv[:1], testRunner=runner, exit=False)
    print(1 if program.result.wasSuccessful() else 0)
