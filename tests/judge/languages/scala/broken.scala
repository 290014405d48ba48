object B { def main(args: Array[String]): Unit = undeclared_name() }
