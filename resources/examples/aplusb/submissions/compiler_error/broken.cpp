int main() {
    return undeclared_variable;
}
