// Программа
int main() {}
