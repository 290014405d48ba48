// The 2023-07 draft layout: one named validator with its sources inside output_validator/.
#pragma once
#define ACCEPTED 42
#define WRONG_ANSWER 43
