// Any file name: the class with main is found among the compiled classes, as DOMjudge does.
import java.util.Scanner;
class Main { public static void main(String[] args) { System.out.println(new Scanner(System.in).nextLong() + 1); } }
