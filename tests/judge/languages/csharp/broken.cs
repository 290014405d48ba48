class P { static void Main() { undeclared_name(); } }
