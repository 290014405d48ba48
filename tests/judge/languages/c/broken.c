int main(void) { return undeclared_name; }
