#include <cstdio>
// жпндв╒йм
int main(){}
