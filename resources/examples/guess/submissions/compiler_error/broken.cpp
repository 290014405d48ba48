int main() { guess(); }
