class Broken { void f() { undeclared_name(); } }
