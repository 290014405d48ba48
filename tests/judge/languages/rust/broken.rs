fn main() { let _x: i32 = undeclared_name; }
